import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { calendarDateInAustralia } from '@/domain/business-days'
import { arrivalDay } from '@/domain/delivery/business-days'
import type { CarrierAddress, LabelRequest } from '@/integrations/carriers/carrier-adapter'
import { CarrierError } from '@/integrations/carriers/carrier-adapter'
import { shippitSettingsFromEnv, type ShippitSettings } from '@/integrations/carriers/shippit/shippit-settings'
import { shippitCarrier } from '@/integrations/carriers/shippit/shippit-shipping'
import { SHIPPIT_STAND_IN_DEFAULTS, startShippitStandIn } from '@/integrations/carriers/shippit/shippit-stand-in'

import { brazilDeclaration, brazilRecipient } from '../support/customs-declarations'

const from: CarrierAddress = { name: 'Swagly Warehouse', lines: ['1 Dock Road'], suburb: 'Alexandria', state: 'NSW', postcode: '2015', country: 'AU' }
const to: CarrierAddress = {
  name: 'Lee Label',
  companyName: 'Label Co',
  lines: ['9 Parcel Lane', 'Level 2'],
  suburb: 'Hobart',
  state: 'TAS',
  postcode: '7000',
  country: 'AU',
  email: 'lee@label.example',
  phone: '0400000000',
}
const parcel = { weightGrams: 1_250, lengthCm: 31, widthCm: 23, heightCm: 15 }
const labelRequest = (overrides: Partial<LabelRequest> = {}): LabelRequest => ({
  parcel,
  from,
  to,
  reference: 'SHIPMENT-12',
  service: 'eParcelExpress',
  ...overrides,
})

/** What a call threw, which must be a CarrierError. */
const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(CarrierError)
  return error as CarrierError
}

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'

describe('Shippit settings', () => {
  it('are off without a key, and read the address and the wait otherwise', () => {
    expect(shippitSettingsFromEnv({})).toBeNull()
    expect(shippitSettingsFromEnv({ SHIPPIT_API_KEY: 'key' })).toEqual({ apiKey: 'key', apiUrl: 'https://app.shippit.com/api/3', timeoutMs: 15_000 })
    expect(
      shippitSettingsFromEnv({ SHIPPIT_API_KEY: 'key', SHIPPIT_API_URL: 'http://127.0.0.1:3013/api/3//', SHIPPIT_TIMEOUT_SECONDS: '2.5' }),
    ).toEqual({
      apiKey: 'key',
      apiUrl: 'http://127.0.0.1:3013/api/3',
      timeoutMs: 2_500,
    })
  })

  it('refuse a wait that is not a positive number of seconds', () => {
    for (const wait of ['0', '-3', 'soon']) {
      expect(() => shippitSettingsFromEnv({ SHIPPIT_API_KEY: 'key', SHIPPIT_TIMEOUT_SECONDS: wait })).toThrow(/SHIPPIT_TIMEOUT_SECONDS/)
    }
  })
})

describe('Shippit behind the carrier adapter, against its stand-in', () => {
  let shippit: Awaited<ReturnType<typeof startShippitStandIn>>
  let settings: ShippitSettings

  beforeEach(async () => {
    shippit = await startShippitStandIn()
    settings = { apiKey: SHIPPIT_STAND_IN_DEFAULTS.apiKey, apiUrl: shippit.apiUrl, timeoutMs: 5_000 }
  })
  afterEach(() => shippit.close())

  it('quotes each courier with its price and the day it should arrive', async () => {
    const quotes = await shippitCarrier(settings).quote({ parcel, from, to })
    expect(quotes).toEqual([
      {
        carrier: 'shippit',
        service: 'CouriersPlease',
        serviceName: 'Standard (Couriers Please)',
        priceCents: 1290,
        estimatedDelivery: arrivalDay(calendarDateInAustralia(new Date()), 3),
      },
      {
        carrier: 'shippit',
        service: 'eParcelExpress',
        serviceName: 'Express (eParcel Express)',
        priceCents: 2190,
        estimatedDelivery: arrivalDay(calendarDateInAustralia(new Date()), 1),
      },
    ])
    expect(shippit.requests).toEqual([{ method: 'POST', path: '/api/3/quotes', status: 200 }])
    // The stand-in's bare address answers as its /api/3 does, whichever SHIPPIT_API_URL names.
    expect(await shippitCarrier({ ...settings, apiUrl: shippit.url }).quote({ parcel, from, to })).toEqual(quotes)
  })

  it('leaves out a courier that cannot quote', async () => {
    shippit.setServices([
      { code: 'Bonds', name: 'Standard', priceCents: 0, businessDays: 2 },
      { code: 'StarTrack', name: 'Express', priceCents: 1800, businessDays: 1 },
    ])
    expect((await shippitCarrier(settings).quote({ parcel, from, to })).map((quote) => quote.service)).toEqual(['StarTrack'])
  })

  it('quotes only its international couriers overseas', async () => {
    const today = calendarDateInAustralia(new Date())
    expect(await shippitCarrier(settings).quote({ parcel, from, to: brazilRecipient })).toEqual([
      {
        carrier: 'shippit',
        service: 'EparcelInternational',
        serviceName: 'Standard (Eparcel International)',
        priceCents: 3990,
        estimatedDelivery: arrivalDay(today, 9),
      },
      {
        carrier: 'shippit',
        service: 'DhlExpressInternational',
        serviceName: 'Express (Dhl Express International)',
        priceCents: 6990,
        estimatedDelivery: arrivalDay(today, 3),
      },
    ])
  })

  it('sends an overseas order’s customs declaration: its product lines, duties and clearance, the recipient’s CPF', async () => {
    const customs = { ...brazilDeclaration, dutyTerms: 'DAP' as const }
    const bought = await shippitCarrier(settings).buyLabel(labelRequest({ to: brazilRecipient, service: 'DhlExpressInternational', customs }))
    expect(shippit.labels).toEqual([{ reference: 'SHIPMENT-12', trackingNumber: bought.trackingNumber, service: 'DhlExpressInternational' }])
    expect(shippit.declarations).toEqual([
      {
        reference: 'SHIPMENT-12',
        country: 'BR',
        product_attributes: [
          { title: 'Embroidered cotton tee', quantity: 3, price: 12.5, tariff_code: '610910', origin_country_code: 'CN' },
          { title: 'Ceramic logo mug', quantity: 2, price: 9, tariff_code: '691200', origin_country_code: 'AU' },
        ],
        customs_clearance_attributes: { incoterm: 'DAP', export_reason: 'Gift', recipient_id: '123.456.789-09' },
        duties: 18.4,
      },
    ])
  })

  it('is refused an overseas order without its declaration, not as the address, and buys nothing', async () => {
    const failure = await failureOf(shippitCarrier(settings).buyLabel(labelRequest({ to: brazilRecipient, service: 'DhlExpressInternational' })))
    expect(failure).toMatchObject({ carrier: 'shippit', status: 422, failure: 'refused', addressProblem: false })
    expect(failure.message).toMatch(/does not declare its goods.*product_attributes/)
    expect([shippit.labels, shippit.declarations]).toEqual([[], []])
  })

  it('buys a label: a tracking number, Shippit order id and a PDF, with our reference on the order', async () => {
    const bought = await shippitCarrier(settings).buyLabel(labelRequest())
    expect(bought.trackingNumber).toMatch(/^PP[0-9A-F]{12}$/)
    expect(bought.carrierShipmentId).toMatch(/^\d+$/)
    expect(isPdf(bought.labelPdf)).toBe(true)
    expect(shippit.labels).toEqual([{ reference: 'SHIPMENT-12', trackingNumber: bought.trackingNumber, service: 'eParcelExpress' }])
    expect(shippit.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/3/orders',
      `GET /api/3/orders/${bought.trackingNumber}/label`,
      `GET /documents/labels/${bought.trackingNumber}.pdf`,
    ])
  })

  it('asks again for a label Shippit has not finished, and stops at a refusal that stands', async () => {
    shippit.failNextOn('label', 422)
    const bought = await shippitCarrier(settings).buyLabel(labelRequest())
    expect(shippit.requests.filter((request) => request.path.endsWith('/label')).map((request) => request.status)).toEqual([422, 200])
    expect(shippit.labels.map((label) => label.trackingNumber)).toEqual([bought.trackingNumber])

    shippit.failNextOn('label', 404)
    expect(await failureOf(shippitCarrier(settings).buyLabel(labelRequest({ reference: 'SHIPMENT-13' })))).toMatchObject({
      failure: 'refused',
      status: 404,
    })
    expect(shippit.labels).toHaveLength(1)
  }, 10_000)

  it('refuses an address Shippit cannot deliver to as the address', async () => {
    const failure = await failureOf(shippitCarrier(settings).buyLabel(labelRequest({ to: { ...to, postcode: '0000' } })))
    expect(failure).toMatchObject({ carrier: 'shippit', status: 422, failure: 'refused', addressProblem: true })
    expect(failure.message).toMatch(/delivery address is invalid/)
    expect(shippit.labels).toEqual([])
  })

  it('tells an outage from a refusal', async () => {
    shippit.failNextOn('quote', 500)
    expect(await failureOf(shippitCarrier(settings).quote({ parcel, from, to }))).toMatchObject({
      status: 500,
      failure: 'unavailable',
      addressProblem: false,
    })
    shippit.failNextOn('label', 503)
    expect(await failureOf(shippitCarrier(settings).buyLabel(labelRequest()))).toMatchObject({ status: 503, failure: 'unavailable' })
    expect(shippit.labels).toEqual([])
    shippit.failNextOn('quote', 429)
    expect(await failureOf(shippitCarrier(settings).quote({ parcel, from, to }))).toMatchObject({ status: 429, failure: 'rate_limited' })
  })

  it('gives up on a silent Shippit when the caller says, as unanswered', async () => {
    shippit.failNextOn('quote', 'timeout')
    const started = Date.now()
    const failure = await failureOf(shippitCarrier(settings).quote({ parcel, from, to }, AbortSignal.timeout(200)))
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(failure).toMatchObject({ status: 0, failure: 'unanswered' })

    shippit.failNextOn('manifest', 'timeout')
    const own = await failureOf(shippitCarrier({ ...settings, timeoutMs: 200 }).manifest([{ trackingNumber: 'PP1', carrierShipmentId: '1' }]))
    expect(own).toMatchObject({ failure: 'unanswered', message: 'Shippit did not answer within 0.2 seconds' })
  })

  it('calls an answer it cannot read malformed, a label that is not a PDF included, and records no label', async () => {
    shippit.failNextOn('label', 'malformed')
    expect(await failureOf(shippitCarrier(settings).buyLabel(labelRequest()))).toMatchObject({ failure: 'malformed' })
    expect(shippit.labels).toEqual([])
    shippit.failNextOn('quote', 'malformed')
    expect(await failureOf(shippitCarrier(settings).quote({ parcel, from, to }))).toMatchObject({ status: 200, failure: 'malformed' })
  })

  it('refuses a wrong key as unauthorised, without telling it', async () => {
    const failure = await failureOf(shippitCarrier({ ...settings, apiKey: 'not-the-key' }).quote({ parcel, from, to }))
    expect(failure).toMatchObject({ status: 401, failure: 'unauthorised' })
    expect(failure.message).not.toContain('not-the-key')
  })

  it("books the day's labels with their couriers: the manifests' ids and their PDFs in one", async () => {
    const carrier = shippitCarrier(settings)
    const express = await carrier.buyLabel(labelRequest())
    const standard = await carrier.buyLabel(labelRequest({ reference: 'SHIPMENT-13', service: 'CouriersPlease' }))
    const manifest = await carrier.manifest([express, standard])
    expect(shippit.bookings).toEqual([[express.trackingNumber, standard.trackingNumber]])
    expect(manifest.manifestId).toBe('MANIFEST-1, MANIFEST-2')
    expect(isPdf(manifest.summaryPdf!)).toBe(true)
    expect((await PDFDocument.load(manifest.summaryPdf!)).getPageCount()).toBe(2)
  })

  it('says which orders Shippit would not book', async () => {
    const failure = await failureOf(shippitCarrier(settings).manifest([{ trackingNumber: 'PPUNKNOWN', carrierShipmentId: '9' }]))
    expect(failure).toMatchObject({ failure: 'refused' })
    expect(failure.message).toMatch(/PPUNKNOWN: Orders must be labelled/)
    expect(shippit.bookings).toEqual([])
  })

  it('cancels an order not booked, keeping its label as bought; again, or one Shippit does not know, is done; it is booked no more', async () => {
    const carrier = shippitCarrier(settings)
    const bought = await carrier.buyLabel(labelRequest())
    for (const consignment of [bought, bought, { trackingNumber: 'PPUNKNOWN', carrierShipmentId: '9' }]) await carrier.cancelLabel(consignment)
    const path = `/api/3/orders/${bought.trackingNumber}`
    expect(shippit.requests.filter((request) => request.method === 'DELETE')).toMatchObject([
      { path, status: 200 },
      { path, status: 422 },
      { path: '/api/3/orders/PPUNKNOWN', status: 404 },
    ])
    expect([shippit.cancelled, shippit.labels.map((label) => label.trackingNumber)]).toEqual([[bought.trackingNumber], [bought.trackingNumber]])
    expect((await failureOf(carrier.manifest([bought]))).message).toMatch(/Cancelled orders cannot be booked/)
  })

  it('refuses to cancel an order booked with its courier, and tells an outage, a silence and an unreadable answer', async () => {
    const carrier = shippitCarrier(settings)
    const booked = await carrier.buyLabel(labelRequest())
    await carrier.manifest([booked])
    const refused = await failureOf(carrier.cancelLabel(booked))
    expect(refused).toMatchObject({ status: 422, failure: 'refused', addressProblem: false, message: expect.stringMatching(/cannot be cancelled/) })
    const bought = await carrier.buyLabel(labelRequest({ reference: 'SHIPMENT-13' }))
    shippit.failNextOn('cancel', 500)
    expect(await failureOf(carrier.cancelLabel(bought))).toMatchObject({ status: 500, failure: 'unavailable' })
    shippit.failNextOn('cancel', 'timeout')
    expect(await failureOf(carrier.cancelLabel(bought, AbortSignal.timeout(200)))).toMatchObject({ status: 0, failure: 'unanswered' })
    shippit.failNextOn('cancel', 'malformed')
    expect(await failureOf(carrier.cancelLabel(bought))).toMatchObject({ status: 200, failure: 'malformed' })
    expect(shippit.cancelled).toEqual([])
  })

  it('takes its controls over HTTP from another process', async () => {
    const tell = (method: string, path: string, body?: unknown) =>
      fetch(`${shippit.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    expect((await tell('PUT', '/stand-in/services', [{ code: 'Sendle', name: 'Standard', priceCents: 990, businessDays: 2 }])).status).toBe(200)
    expect((await shippitCarrier(settings).quote({ parcel, from, to })).map((quote) => [quote.service, quote.priceCents])).toEqual([['Sendle', 990]])

    expect((await tell('POST', '/stand-in/faults', { operation: 'quote', failure: 502 })).status).toBe(201)
    expect(await failureOf(shippitCarrier(settings).quote({ parcel, from, to }))).toMatchObject({ status: 502 })
    expect((await tell('POST', '/stand-in/faults', { operation: 'quote', failure: 'never' })).status).toBe(400)

    const bought = await shippitCarrier(settings).buyLabel(labelRequest({ service: 'Sendle' }))
    expect(await (await tell('GET', '/stand-in/labels')).json()).toEqual([
      { reference: 'SHIPMENT-12', trackingNumber: bought.trackingNumber, service: 'Sendle' },
    ])
  })
})
