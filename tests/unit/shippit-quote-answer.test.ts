import { describe, expect, it } from 'vitest'

import { shippitServiceQuotes, SHIPPIT_QUOTE_ANSWER } from '@/integrations/carriers/shippit/shippit-quotes'

describe("Shippit's documented quote answer", () => {
  // The example answer of Shippit's quote endpoint, and a courier that could not quote.
  const documented = {
    response: [
      {
        courier_type: 'CouriersPlease',
        quotes: [{ price: 20.4, estimated_transit_time: '3 business days' }],
        service_level: 'standard',
        success: true,
      },
      {
        courier_type: 'eParcelExpress',
        quotes: [{ price: 30.4, estimated_transit_time: '1 business day' }],
        service_level: 'express',
        success: true,
      },
      {
        courier_type: 'Priority',
        quotes: [{ delivery_date: '2014-09-18T00:00:00.000Z', delivery_window: '07:00-10:00', price: 25.5 }],
        service_level: 'priority',
        success: true,
      },
      { courier_type: 'Bonds', quotes: [], success: false, error: 'Unable to calculate quote.' },
      { courier_type: 'Fastway', quotes: [{ price: 0, estimated_transit_time: '2-4 business days' }], service_level: 'standard', success: true },
    ],
    count: 5,
  }

  it('gives the standard and express couriers with their price and arrival, leaving out failed, $0 and dated quotes', () => {
    expect(shippitServiceQuotes(SHIPPIT_QUOTE_ANSWER.parse(documented), '2026-12-04')).toEqual([
      { carrier: 'shippit', service: 'CouriersPlease', serviceName: 'Standard (Couriers Please)', priceCents: 2040, estimatedDelivery: '2026-12-09' },
      { carrier: 'shippit', service: 'eParcelExpress', serviceName: 'Express (eParcel Express)', priceCents: 3040, estimatedDelivery: '2026-12-07' },
    ])
  })

  it('reads a range of transit days by its later end, and a delivery date as the day in Sydney', () => {
    const answer = {
      response: [
        { courier_type: 'Fastway', service_level: 'standard', success: true, quotes: [{ price: 9.5, estimated_transit_time: '2-4 business days' }] },
        { courier_type: 'StarTrack', service_level: 'express', success: true, quotes: [{ price: 19, delivery_date: '2026-12-07T14:00:00Z' }] },
      ],
    }
    expect(shippitServiceQuotes(SHIPPIT_QUOTE_ANSWER.parse(answer), '2026-12-04').map((quote) => quote.estimatedDelivery)).toEqual([
      '2026-12-10',
      '2026-12-08',
    ])
  })
})
