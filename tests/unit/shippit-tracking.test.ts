import { describe, expect, it } from 'vitest'

import { shippitReport, shippitWebhookBody } from '@/integrations/carriers/shippit/shippit-tracking'

// Shippit's documented mapped-data webhook, trimmed to what the app reads and a few it ignores.
const documented = {
  tracking_number: 'PPYvZCTod5bkD',
  expected_delivery_date: '2016-04-26T20:46:01+10:00',
  tracking_url: 'http://www.shippit.com/track/ppyvzctod5bkd',
  current_state: 'completed',
  courier_name: 'Couriers Please',
  delivery_state: 'NSW',
  status_history: [
    { status: 'completed', time: '2016-04-26T19:36:32.000Z' },
    { status: 'with_driver', time: '2016-04-26T18:36:32.000Z' },
    { status: 'in_transit', time: '2016-04-26T17:36:32.000Z' },
    { status: 'ready_for_pickup', time: '2016-04-26T16:36:11.000Z' },
    { status: 'despatch_in_progress', time: '2016-04-26T16:27:35.000Z' },
    { status: 'order_placed', time: '2016-04-26T16:25:04.000Z' },
  ],
}

describe('Shippit’s webhook in our words', () => {
  it('reads the documented body: each history entry an event, packing and ordering left out', () => {
    const report = shippitReport(shippitWebhookBody.parse(documented))
    expect(report.carrier).toBe('shippit')
    expect(report.trackingNumber).toBe('PPYvZCTod5bkD')
    expect(report.estimatedDelivery?.toISOString()).toBe('2016-04-26T10:46:01.000Z')
    expect(report.events.map((event) => [event.carrierStatus, event.state])).toEqual([
      ['completed', 'delivered'],
      ['with_driver', 'out_for_delivery'],
      ['in_transit', 'in_transit'],
      ['ready_for_pickup', 'label_created'],
    ])
  })

  it('says what went wrong in plain words for an exception, and maps a return', () => {
    const report = shippitReport(
      shippitWebhookBody.parse({
        tracking_number: 'X1',
        status_history: [
          { status: 'insufficient_address', time: '2026-11-30T01:00:00Z' },
          { status: 'returned_to_sender', time: '2026-12-01T01:00:00Z' },
        ],
      }),
    )
    expect(report.events[0]).toMatchObject({ state: 'exception', description: 'The courier could not find the address.' })
    expect(report.events[1]).toMatchObject({ state: 'returned_to_sender', description: null })
    expect(report.estimatedDelivery).toBeNull()
  })

  it('refuses what Shippit never sends: no consignment, a time that is not one, an endless history', () => {
    expect(shippitWebhookBody.safeParse({ status_history: [] }).success).toBe(false)
    expect(shippitWebhookBody.safeParse({ tracking_number: ' ' }).success).toBe(false)
    expect(shippitWebhookBody.safeParse({ tracking_number: 'X', status_history: [{ status: 'in_transit', time: 'soon' }] }).success).toBe(false)
    const endless = Array.from({ length: 201 }, () => ({ status: 'in_transit', time: '2026-11-30T01:00:00Z' }))
    expect(shippitWebhookBody.safeParse({ tracking_number: 'X', status_history: endless }).success).toBe(false)
  })
})
