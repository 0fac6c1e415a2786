import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { calendarDateInAustralia } from '@/domain/business-days'
import { arrivalDay } from '@/domain/delivery/business-days'
import { shipmentReference } from '@/domain/delivery/label-purchase'
import { startAusPostStandIn } from '@/integrations/carriers/auspost/auspost-stand-in'
import { startShippitStandIn } from '@/integrations/carriers/shippit/shippit-stand-in'

import { homeCompanyOf, type Member } from '../support/companies'
import { freshCustomer, stockFor } from '../support/customers'
import { eventually } from '../support/eventually'
import { api, baseURL, DEMO, emailsTo, login } from '../support/http'

/**
 * Buying labels against both carriers' stand-ins (on the ports the server's AUSPOST_API_URL and
 * SHIPPIT_API_URL name), over real HTTP on both databases. Their default services: Australia Post
 * Parcel Post $14.95 in 4 business days and Express Post $24.50 in 1; Shippit Standard $12.90 in
 * 3 and Express $21.90 in 1.
 */
// A customer of this file alone: its many shipments stay off the demo accounts' pages, which other suites read.
let staff: string
let owner: Member
let company: number
let ausPost: Awaited<ReturnType<typeof startAusPostStandIn>>
let shippit: Awaited<ReturnType<typeof startShippitStandIn>>
const made: number[] = []

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  owner = await freshCustomer(staff, 'labels')
  company = await homeCompanyOf(staff, owner)
  ausPost = await startAusPostStandIn({ port: inject('ausPostStandInPort') })
  shippit = await startShippitStandIn({ port: inject('shippitStandInPort') })
})

const cancel = (id: number) => api(`/shipments/${id}`, { method: 'PATCH', token: staff, body: { status: 'cancelled' } })

afterAll(async () => {
  // Cancelled, so the tracking poll of the suites after this one has no open consignment to ask
  // after; their labels are voided by jobs, which the stand-ins wait for, so no job outlives this file.
  for (const id of made) await cancel(id)
  await eventually(
    () => Promise.all(made.map((id) => asStaff(id))),
    (shipments) => shipments.every((shipment) => shipment.labelState !== 'bought' || shipment.manifest),
    60,
  )
  await Promise.all([ausPost?.close(), shippit?.close()])
})

/** A requested shipment of two units to a recipient of its own, wanted in hand by `inHandsBy`. */
const requested = async (inHandsBy?: string) => {
  const item = await stockFor(staff, owner, 4, 'Labelled Tee')
  const recipient = await api('/recipients', {
    token: owner.token,
    body: {
      fullName: 'Lee Label',
      email: 'lee.label@recipient.example',
      address1: '9 Parcel Lane',
      suburb: 'Hobart',
      state: 'TAS',
      postcode: '7000',
    },
  })
  expect(recipient.status, JSON.stringify(recipient.body)).toBe(201)
  const created = await api('/shipments', {
    token: owner.token,
    body: { recipient: recipient.body.doc.id, items: [{ inventoryItem: item, quantity: 2 }], ...(inHandsBy ? { inHandsBy } : {}) },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  made.push(created.body.doc.id)
  return created.body.doc.id as number
}

const buy = (id: number, body: Record<string, unknown> = {}, token = staff) => api(`/shipments/${id}/label`, { method: 'POST', token, body })
const asStaff = async (id: number) => (await api(`/shipments/${id}?depth=0`, { token: staff })).body
const manifest = (carrier: string) => api('/shipping-manifests/today', { method: 'POST', token: staff, body: { carrier } })
const labelsFor = (id: number) => [...ausPost.labels, ...shippit.labels].filter((label) => label.reference === shipmentReference(id))

describe('rate shopping and buying a label', () => {
  it('buys the cheapest service that arrives by the in-hands day, and keeps the alternatives', async () => {
    const id = await requested(arrivalDay(calendarDateInAustralia(new Date()), 2))
    const bought = await buy(id)
    expect(bought.status, JSON.stringify(bought.body)).toBe(200)
    expect(bought.body).toMatchObject({ state: 'bought', carrier: 'shippit' })
    expect(bought.body.serviceName).toMatch(/express/i)

    const shipment = await asStaff(id)
    expect(shipment).toMatchObject({ status: 'processing', labelState: 'bought', carrier: 'shippit', postageCost: 2190 })
    expect(shipment.trackingNumber).toBe(labelsFor(id)[0]?.trackingNumber)
    expect(shipment.trackingUrl).toMatch(/\/track\/[\w-]+$/)
    const quotes = shipment.rates.quotes as { carrier: string; priceCents: number; onTime: boolean }[]
    expect(quotes.map((quote) => [quote.carrier, quote.priceCents, quote.onTime])).toEqual([
      ['shippit', 2190, true],
      ['auspost', 2450, true],
      ['shippit', 1290, false],
      ['auspost', 1495, false],
    ])

    // The customer sees the service, never what it cost the supplier or the label itself.
    const own = (await api(`/shipments/${id}?depth=0`, { token: owner.token })).body
    expect(own.serviceName).toBe(shipment.serviceName)
    for (const hidden of ['rates', 'postageCost', 'label', 'labelProblem', 'carrierShipmentId']) expect(own).not.toHaveProperty(hidden)
    expect((await api(`/shipping-labels/${shipment.label}`, { token: owner.token })).status).toBe(403)
  })

  it('buys the cheapest service of all when no day is set, or the one staff chose', async () => {
    const cheapest = await requested()
    expect((await buy(cheapest)).body).toMatchObject({ state: 'bought', carrier: 'shippit' })
    expect(await asStaff(cheapest)).toMatchObject({ postageCost: 1290 })

    const chosen = await requested()
    const service = ausPost.services.find((offered) => offered.priceCents === 2450)!.code
    expect((await buy(chosen, { carrier: 'auspost', service })).body).toMatchObject({ state: 'bought', carrier: 'auspost' })
    expect(await asStaff(chosen)).toMatchObject({ postageCost: 2450, carrier: 'auspost' })
  })

  it('moves the purchase to the next carrier when the chosen one fails or does not answer, within 30 seconds', async () => {
    const failing = await requested(arrivalDay(calendarDateInAustralia(new Date()), 2))
    shippit.failNextOn('label', 500)
    const moved = await buy(failing)
    expect(moved.body).toMatchObject({ state: 'bought', carrier: 'auspost' })
    expect((await asStaff(failing)).labelProblem).toMatch(/Shippit/)

    const silent = await requested(arrivalDay(calendarDateInAustralia(new Date()), 2))
    shippit.failNextOn('label', 'timeout')
    const started = Date.now()
    const answered = await buy(silent)
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(answered.body).toMatchObject({ state: 'bought', carrier: 'auspost' })
    expect(labelsFor(silent).map((label) => label.trackingNumber)).toEqual([answered.body.trackingNumber])
  })

  it('buys one label however many buy at the same moment', async () => {
    const id = await requested()
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(id)))
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 202)).toBe(true)
    expect(labelsFor(id)).toHaveLength(1)
    const numbers = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.trackingNumber))
    expect([...numbers]).toEqual([labelsFor(id)[0]!.trackingNumber])
    expect((await buy(id)).body).toMatchObject({ state: 'bought', trackingNumber: labelsFor(id)[0]!.trackingNumber })
  })

  it('says why when no carrier sells a label, tells staff, books nothing, and buys on the next try', async () => {
    const id = await requested()
    // A carrier failing with a 5xx is not asked again in that purchase: one fault each fails it.
    for (const carrier of [ausPost, shippit]) carrier.failNextOn('label', 503)
    const failed = await buy(id)
    expect(failed.status).toBe(502)
    expect(failed.body.problem).toMatch(/Australia Post/)
    expect(failed.body.problem).toMatch(/Shippit/)
    expect(await asStaff(id)).toMatchObject({ labelState: 'failed', status: 'requested', trackingNumber: null })
    expect(labelsFor(id)).toHaveLength(0)
    await emailsTo(staff, 'orders@swagly.example', (mail) => mail.subject === `No label bought for ${shipmentReference(id)}`)

    const retried = await buy(id)
    expect(retried.body).toMatchObject({ state: 'bought' })
    expect(await asStaff(id)).toMatchObject({ labelState: 'bought', labelProblem: null })
  })

  it('refuses what a client may not ask, writing nothing', async () => {
    const id = await requested()
    expect((await buy(id, {}, owner.token)).status).toBe(403)
    expect((await buy(id, { carrier: 'dhl', service: 'X' })).status).toBe(400)
    expect((await buy(999_999_999)).status).toBe(404)
    expect(await asStaff(id)).toMatchObject({ labelState: null, trackingNumber: null })
  })
})

describe('a company that buys labels automatically', () => {
  it('gets the cheapest on-time label for each shipment as it is requested, with no one clicking', async () => {
    const rule = (labelPurchase: string) => api(`/companies/${company}`, { method: 'PATCH', token: staff, body: { labelPurchase } })
    expect(
      (await api(`/companies/${company}`, { method: 'PATCH', token: owner.token, body: { labelPurchase: 'automatic' } })).body.doc?.labelPurchase,
    ).not.toBe('automatic')
    expect((await rule('automatic')).status).toBe(200)
    try {
      const id = await requested(arrivalDay(calendarDateInAustralia(new Date()), 2))
      const bought = await eventually(
        () => asStaff(id),
        (shipment) => shipment.labelState === 'bought',
        20,
      )
      expect(bought).toMatchObject({ status: 'processing', carrier: 'shippit', postageCost: 2190 })
      expect(labelsFor(id)).toHaveLength(1)
    } finally {
      await rule('staff')
    }
  })
})

describe('a cancelled shipment’s label', () => {
  it('is cancelled with its carrier once, unless the parcel was already handed over', async () => {
    const id = await requested()
    const { trackingNumber } = (await buy(id)).body
    expect((await cancel(id)).status).toBe(200)
    await eventually(
      () => asStaff(id),
      (shipment) => shipment.labelState === 'voided',
      20,
    )
    expect([...ausPost.cancelled, ...shippit.cancelled].filter((number) => number === trackingNumber)).toHaveLength(1)

    const handedOver = await requested()
    expect((await buy(handedOver, { carrier: 'auspost', service: ausPost.services[0]!.code })).body.state).toBe('bought')
    expect((await manifest('auspost')).status).toBe(201)
    expect((await cancel(handedOver)).status).toBe(200)
    const left = await eventually(
      () => asStaff(handedOver),
      (shipment) => Boolean(shipment.labelProblem),
      20,
    )
    expect(left.labelState).toBe('bought')
    expect(left.labelProblem).toMatch(/handed to Australia Post on manifest .+ ask Australia Post to return it/)
    await emailsTo(
      staff,
      'orders@swagly.example',
      (mail) => mail.subject === `The label of cancelled ${shipmentReference(handedOver)} is still bought`,
    )
  })
})

describe('printing labels in a batch', () => {
  it('gives staff one PDF of the labels asked, in order, and refuses a shipment without one', async () => {
    const [first, second, unbought] = [await requested(), await requested(), await requested()]
    for (const id of [first, second]) expect((await buy(id)).body.state).toBe('bought')
    const printed = await fetch(`${baseURL()}/payload-api/shipping-labels/print?shipments=${second},${first}`, {
      headers: { authorization: `Bearer ${staff}` },
    })
    expect(printed.status).toBe(200)
    expect(printed.headers.get('content-type')).toBe('application/pdf')
    const pdf = await PDFDocument.load(new Uint8Array(await printed.arrayBuffer()))
    expect(pdf.getPageCount()).toBe(2)

    const refused = await api(`/shipping-labels/print?shipments=${first},${unbought}`, { token: staff })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].message).toContain(`#${unbought}`)
    expect((await api(`/shipping-labels/print?shipments=${first}`, { token: owner.token })).status).toBe(403)
    expect((await api(`/shipping-labels/print?shipments=abc`, { token: staff })).status).toBe(400)
  })
})

describe('the day’s manifest', () => {
  it('hands each labelled parcel over once, keeps none when the carrier fails, and refuses customers', async () => {
    const parcels = [await requested(), await requested()]
    for (const id of parcels) expect((await buy(id, { carrier: 'auspost', service: ausPost.services[0]!.code })).body.carrier).toBe('auspost')

    ausPost.failNextOn('manifest', 500)
    const failed = await manifest('auspost')
    expect(failed.status).toBe(502)
    for (const id of parcels) expect((await asStaff(id)).manifest).toBeNull()

    expect((await api('/shipping-manifests/today', { method: 'POST', token: owner.token, body: { carrier: 'auspost' } })).status).toBe(403)
    expect((await manifest('dhl')).status).toBe(400)

    // Two staff at once: one manifest takes every waiting parcel, the other finds none left.
    const answers = await Promise.all([manifest('auspost'), manifest('auspost')])
    const made = answers.filter((answer) => answer.status === 201)
    expect(made).toHaveLength(1)
    expect(answers.find((answer) => answer.status === 200)?.body.manifest).toBeNull()
    const { id: manifestDoc, manifestId } = made[0]!.body.manifest
    for (const id of parcels) expect((await asStaff(id)).manifest).toBe(manifestDoc)
    const handedOver = ausPost.orders.find((order) => order.orderId === manifestId)
    expect(handedOver?.shipmentIds).toEqual(
      expect.arrayContaining(await Promise.all(parcels.map(async (id) => (await asStaff(id)).carrierShipmentId))),
    )
    expect((await manifest('auspost')).body.manifest).toBeNull()
  })
})
