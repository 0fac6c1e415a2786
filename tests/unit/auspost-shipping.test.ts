import { PageSizes, PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { calendarDateInAustralia } from '@/domain/business-days'
import { arrivalDay } from '@/domain/delivery/business-days'
import { ausPostCarrier } from '@/integrations/carriers/auspost/auspost-shipping'
import { AUSPOST_STAND_IN_DEFAULTS, AUSPOST_STAND_IN_SERVICES, startAusPostStandIn } from '@/integrations/carriers/auspost/auspost-stand-in'
import { trackAusPostParcels, type AusPostSettings } from '@/integrations/carriers/auspost/auspost-tracking'
import { CarrierError, type CarrierAddress, type CarrierAdapter, type LabelRequest, type QuoteRequest } from '@/integrations/carriers/carrier-adapter'

import { brazilDeclaration, brazilRecipient } from '../support/customs-declarations'

const warehouse: CarrierAddress = {
  name: 'Dispatch',
  companyName: 'Swag Co',
  lines: ['1 Dock Road'],
  suburb: 'ALEXANDRIA',
  state: 'NSW',
  postcode: '2015',
  country: 'AU',
}
const recipient: CarrierAddress = {
  name: 'Jane Smith',
  lines: ['123 Centre Road'],
  suburb: 'MELBOURNE',
  state: 'VIC',
  postcode: '3000',
  country: 'AU',
  email: 'jane@example.com',
}
const asked: QuoteRequest = { parcel: { weightGrams: 1150, lengthCm: 31, widthCm: 23, heightCm: 15 }, from: warehouse, to: recipient }
const labelFor = (reference: string, service = '3D55', to = recipient): LabelRequest => ({ ...asked, to, reference, service })
const nowhere = { ...recipient, suburb: 'NOWHERE', postcode: '0000' }

/** The CarrierError a call failed with (and that it failed). */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CarrierError)
      return error as CarrierError
    },
  )

const startsAsPdf = (bytes: Uint8Array | null) => new TextDecoder().decode(bytes?.subarray(0, 5)) === '%PDF-'

describe('Australia Post rates, labels and manifests against the stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startAusPostStandIn>>
  let settings: AusPostSettings
  let ausPost: CarrierAdapter

  beforeAll(async () => {
    standIn = await startAusPostStandIn()
    const { apiKey, password, accountNumber } = AUSPOST_STAND_IN_DEFAULTS
    settings = { apiKey, password, accountNumber, apiUrl: standIn.url, timeoutMs: 2000 }
    ausPost = ausPostCarrier(settings)
  })

  beforeEach(() => standIn.setServices(AUSPOST_STAND_IN_SERVICES))

  afterAll(() => standIn.close())

  it('quotes each service with its price including GST and a delivery day from its typical business days', async () => {
    const today = calendarDateInAustralia(new Date())
    expect(await ausPost.quote(asked)).toEqual([
      { carrier: 'auspost', service: '3D55', serviceName: 'Parcel Post', priceCents: 1495, estimatedDelivery: arrivalDay(today, 4) },
      { carrier: 'auspost', service: '3J55', serviceName: 'Express Post', priceCents: 2450, estimatedDelivery: arrivalDay(today, 1) },
    ])
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: '/shipping/v1/prices/items', status: 200 })
  })

  it('quotes the services the account has now, without an estimate for a product it has no typical days for', async () => {
    standIn.setServices([
      { code: '3J55', name: 'Express Post', priceCents: 2990, businessDays: 1 },
      { code: 'XYZ1', name: 'Parcel Post + Signature', priceCents: 1795, businessDays: 3 },
    ])
    expect(await ausPost.quote(asked)).toMatchObject([
      { service: '3J55', priceCents: 2990, estimatedDelivery: arrivalDay(calendarDateInAustralia(new Date()), 1) },
      { service: 'XYZ1', serviceName: 'Parcel Post + Signature', priceCents: 1795, estimatedDelivery: null },
    ])
  })

  it('buys a label: the consignment to track, the shipment, an A6 PDF, recorded with our reference and known to tracking', async () => {
    const bought = await ausPost.buyLabel(labelFor('SHIPMENT-1', '3J55'))
    expect(bought.trackingNumber).toMatch(/^AP[0-9A-F]{8}$/)
    expect(startsAsPdf(bought.labelPdf)).toBe(true)
    const [page] = (await PDFDocument.load(bought.labelPdf)).getPages()
    expect([page!.getWidth(), page!.getHeight()]).toEqual(PageSizes.A6)
    expect(standIn.labels.at(-1)).toEqual({
      reference: 'SHIPMENT-1',
      trackingNumber: bought.trackingNumber,
      shipmentId: bought.carrierShipmentId,
      service: '3J55',
    })
    const { reports } = await trackAusPostParcels(settings, [bought.trackingNumber])
    expect(reports[0]!.events).toMatchObject([{ state: 'label_created', carrierStatus: 'Shipping information received' }])
  })

  it('refuses an address Australia Post does not deliver to as an address problem, for a quote and a label', async () => {
    const labels = standIn.labels.length
    for (const call of [ausPost.quote({ ...asked, to: nowhere }), ausPost.buyLabel(labelFor('SHIPMENT-2', '3D55', nowhere))]) {
      expect(await failureOf(call)).toMatchObject({ carrier: 'auspost', status: 400, failure: 'refused', addressProblem: true })
    }
    expect(standIn.labels).toHaveLength(labels)
    const unoffered = await failureOf(ausPost.buyLabel(labelFor('SHIPMENT-2', 'NOPE')))
    expect(unoffered).toMatchObject({ failure: 'refused', addressProblem: false, message: expect.stringContaining('NOPE is not available') })
  })

  it('quotes only its international products overseas, with their typical business days', async () => {
    const today = calendarDateInAustralia(new Date())
    expect(await ausPost.quote({ ...asked, to: brazilRecipient })).toEqual([
      { carrier: 'auspost', service: 'PTI7', serviceName: 'International Standard', priceCents: 4250, estimatedDelivery: arrivalDay(today, 8) },
      { carrier: 'auspost', service: 'ECM8', serviceName: 'International Express', priceCents: 7895, estimatedDelivery: arrivalDay(today, 4) },
    ])
  })

  it('sends an overseas label’s customs declaration on its item: a gift, each line’s contents, and the recipient’s CPF', async () => {
    const bought = await ausPost.buyLabel({ ...labelFor('SHIPMENT-11', 'ECM8', brazilRecipient), customs: brazilDeclaration })
    expect(standIn.labels.at(-1)).toMatchObject({ reference: 'SHIPMENT-11', trackingNumber: bought.trackingNumber, service: 'ECM8' })
    expect(standIn.declarations.at(-1)).toEqual({
      reference: 'SHIPMENT-11',
      country: 'BR',
      classification_type: 'GIFT',
      commercial_value: false,
      import_reference_number: '123.456.789-09',
      item_contents: [
        { description: 'Embroidered cotton tee', quantity: 3, value: 37.5, tariff_code: '610910', country_of_origin: 'CN', weight: 0.6 },
        { description: 'Ceramic logo mug', quantity: 2, value: 18, tariff_code: '691200', country_of_origin: 'AU', weight: 0.7 },
      ],
    })
  })

  it('is refused an overseas label without its declaration, or with a line missing its tariff code, and buys none', async () => {
    const [labels, declarations] = [standIn.labels.length, standIn.declarations.length]
    const undeclared = await failureOf(ausPost.buyLabel(labelFor('SHIPMENT-12', 'PTI7', brazilRecipient)))
    expect(undeclared).toMatchObject({ carrier: 'auspost', status: 400, failure: 'refused', addressProblem: false })
    expect(undeclared.message).toContain('must declare its contents')
    const untariffed = { ...brazilDeclaration, lines: [{ ...brazilDeclaration.lines[0]!, hsCode: '' }] }
    const refused = await failureOf(ausPost.buyLabel({ ...labelFor('SHIPMENT-12', 'PTI7', brazilRecipient), customs: untariffed }))
    expect(refused).toMatchObject({ status: 400, failure: 'refused', addressProblem: false, message: expect.stringContaining('tariff_code') })
    expect([standIn.labels.length, standIn.declarations.length]).toEqual([labels, declarations])
  })

  it('tells an outage, a rate limit and wrong credentials apart, and works again after', async () => {
    standIn.failNextOn('quote', 500)
    expect(await failureOf(ausPost.quote(asked))).toMatchObject({ status: 500, failure: 'unavailable' })
    standIn.failNextOn('manifest', 429)
    expect(await failureOf(ausPost.manifest([{ trackingNumber: 'AP00000000', carrierShipmentId: 'unknown' }]))).toMatchObject({
      failure: 'rate_limited',
    })
    const stranger = ausPostCarrier({ ...settings, password: 'wrong' })
    for (const call of [stranger.quote(asked), stranger.buyLabel(labelFor('SHIPMENT-3')), stranger.manifest([])]) {
      expect(await failureOf(call)).toMatchObject({ status: 401, failure: 'unauthorised' })
    }
    expect(await ausPost.quote(asked)).toHaveLength(2)
  })

  it('gives up quickly on an answer held back, when the caller’s time is up or its own wait is', async () => {
    standIn.failNextOn('quote', 'timeout')
    const started = Date.now()
    expect(await failureOf(ausPost.quote(asked, AbortSignal.timeout(100)))).toMatchObject({ status: 0, failure: 'unanswered' })
    expect(Date.now() - started).toBeLessThan(1000)
    standIn.failNextOn('label', 'timeout')
    const labels = standIn.labels.length
    const impatient = ausPostCarrier({ ...settings, timeoutMs: 150 })
    expect(await failureOf(impatient.buyLabel(labelFor('SHIPMENT-4')))).toMatchObject({
      failure: 'unanswered',
      message: 'Australia Post did not answer within 0.15 seconds',
    })
    expect(standIn.labels).toHaveLength(labels)
  })

  it('refuses a label that is not a PDF, and an answer that is not JSON, as malformed; a failed label is not recorded', async () => {
    const labels = standIn.labels.length
    standIn.failNextOn('label', 'malformed')
    expect(await failureOf(ausPost.buyLabel(labelFor('SHIPMENT-5')))).toMatchObject({ status: 200, failure: 'malformed' })
    standIn.failNextOn('label', 503)
    expect(await failureOf(ausPost.buyLabel(labelFor('SHIPMENT-5')))).toMatchObject({ status: 503, failure: 'unavailable' })
    expect(standIn.labels).toHaveLength(labels)
    standIn.failNextOn('quote', 'malformed')
    expect(await failureOf(ausPost.quote(asked))).toMatchObject({ failure: 'malformed' })
  })

  it('manifests the day’s consignments as one order with its summary PDF, and the stand-in keeps the order', async () => {
    const bought = [await ausPost.buyLabel(labelFor('SHIPMENT-6')), await ausPost.buyLabel(labelFor('SHIPMENT-7', '3J55'))]
    const manifest = await ausPost.manifest(bought)
    expect(manifest.manifestId).toMatch(/^AP\d{10}$/)
    expect(startsAsPdf(manifest.summaryPdf)).toBe(true)
    expect(standIn.orders.at(-1)).toEqual({ orderId: manifest.manifestId, shipmentIds: bought.map((label) => label.carrierShipmentId) })
    expect(await failureOf(ausPost.manifest(bought))).toMatchObject({ status: 400, failure: 'refused', addressProblem: false })
  })

  it('cancels a label not handed over: its shipment deleted, the consignment listed as cancelled, the label still bought; again is done', async () => {
    const bought = await ausPost.buyLabel(labelFor('SHIPMENT-8'))
    await ausPost.cancelLabel(bought)
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/shipping/v1/shipments/${bought.carrierShipmentId}`, status: 200 })
    expect(standIn.cancelled.at(-1)).toBe(bought.trackingNumber)
    expect(standIn.labels.map((label) => label.trackingNumber)).toContain(bought.trackingNumber)
    const cancelled = standIn.cancelled.length
    await ausPost.cancelLabel(bought)
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 404 })
    expect(standIn.cancelled).toHaveLength(cancelled)
    expect(await failureOf(ausPost.manifest([bought]))).toMatchObject({ status: 400, failure: 'refused' })
  })

  it('refuses to cancel a label already in an order, and tells an outage and a silence, after which it cancels', async () => {
    const ordered = await ausPost.buyLabel(labelFor('SHIPMENT-9'))
    await ausPost.manifest([ordered])
    const refused = await failureOf(ausPost.cancelLabel(ordered))
    expect(refused).toMatchObject({ status: 400, failure: 'refused', addressProblem: false, message: expect.stringContaining('is in an order') })
    const bought = await ausPost.buyLabel(labelFor('SHIPMENT-10'))
    standIn.failNextOn('cancel', 500)
    expect(await failureOf(ausPost.cancelLabel(bought))).toMatchObject({ status: 500, failure: 'unavailable' })
    standIn.failNextOn('cancel', 'timeout')
    expect(await failureOf(ausPost.cancelLabel(bought, AbortSignal.timeout(100)))).toMatchObject({ status: 0, failure: 'unanswered' })
    expect(standIn.cancelled).not.toContain(bought.trackingNumber)
    await ausPost.cancelLabel(bought)
    expect(standIn.cancelled.at(-1)).toBe(bought.trackingNumber)
  })

  it('takes faults and services through its own door, and lists the labels bought', async () => {
    const door = (path: string, method: string, body?: unknown) =>
      fetch(`${standIn.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    expect((await door('/stand-in/faults', 'POST', { operation: 'quote', failure: 502, times: 2 })).status).toBe(201)
    const failures = [await failureOf(ausPost.quote(asked)), await failureOf(ausPost.quote(asked))]
    expect(failures).toMatchObject([{ status: 502 }, { status: 502 }])
    expect((await door('/stand-in/services', 'PUT', [{ code: '3D55', name: 'Parcel Post', priceCents: 999, businessDays: 4 }])).status).toBe(200)
    expect(await ausPost.quote(asked)).toMatchObject([{ service: '3D55', priceCents: 999 }])
    expect((await door('/stand-in/faults', 'POST', { operation: 'quote', failure: 'soon' })).status).toBe(400)
    expect((await door('/stand-in/faults', 'POST', { operation: 'cancel', failure: 503 })).status).toBe(201)
    expect(await failureOf(ausPost.cancelLabel({ trackingNumber: 'AP00000000', carrierShipmentId: 'unknown' }))).toMatchObject({ status: 503 })
    const listed = await (await door('/stand-in/labels', 'GET')).json()
    expect(listed).toEqual(standIn.labels)
    expect(listed.length).toBeGreaterThan(0)
  })
})
