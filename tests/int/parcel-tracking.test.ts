import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, baseURL, DEMO, emailsTo } from '../support/http'
import { companyWith } from '../support/companies'
import { shipmentCalls, shipmentParties, type Customer, type ShipmentParties } from '../support/shipment-fixtures'
import { SHIPPIT_WEBHOOK_SECRET } from '../support/carrier-env'
import { postShippitUpdate, type ShippitHistory } from '../support/shippit-updates'

let parties: ShipmentParties
const { stock, ledgerOf } = shipmentCalls(() => parties)
const database = inject('databaseLabel')
const tag = `${database}-${Math.random().toString(36).slice(2, 7)}`
let consignments = 0

beforeAll(async () => {
  parties = await shipmentParties()
})

const minute = (n: number) => new Date(Date.UTC(2026, 10, 30, 1, n)).toISOString()

/**
 * A two-line shipment of fresh stock to a recipient of its own (so its emails are its own),
 * processed by staff and given a Shippit consignment number; the demo customer's unless another is
 * given. Its tees go below their low-stock threshold unless told not to (`lowStock: false`), so a
 * return has an alert to re-arm; each alert left waiting stands in the staff work queue's list.
 */
const parcel = async (customer: Customer = parties.customerA, { lowStock = true } = {}) => {
  const staff = parties.staff
  const [shirt, cap] = [await stock(customer, 5, 'Tracked Tee'), await stock(customer, 5, 'Tracked Cap')]
  // Shipping two of the five tees takes them below this threshold: their low-stock alert goes out.
  if (lowStock) await api(`/inventory-items/${shirt.id}`, { method: 'PATCH', token: staff, body: { lowStockThreshold: 4 } })
  const email = `parcel-${tag}-${(consignments += 1)}@recipient.example`
  const recipient = await api('/recipients', {
    token: customer.token,
    body: { fullName: 'Riley Parcel', email, address1: '1 Tracking Way', suburb: 'Hobart', state: 'TAS', postcode: '7000', country: 'AU' },
  })
  expect(recipient.status, JSON.stringify(recipient.body)).toBe(201)
  const created = await api('/shipments', {
    token: customer.token,
    body: {
      recipient: recipient.body.doc.id,
      items: [
        { inventoryItem: shirt.id, quantity: 2 },
        { inventoryItem: cap.id, quantity: 1 },
      ],
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = created.body.doc.id as number
  const trackingNumber = `SP-${tag}-${consignments}`
  const processed = await api(`/shipments/${id}`, {
    method: 'PATCH',
    token: staff,
    body: { status: 'processing', carrier: 'shippit', trackingNumber },
  })
  expect(processed.status, JSON.stringify(processed.body)).toBe(200)
  return { id, trackingNumber, email, items: [shirt.id, cap.id] }
}

const companyName = async (id: number) => (await api(`/companies/${id}?depth=0`, { token: parties.staff })).body.name as string
const shipment = async (id: number) => (await api(`/shipments/${id}?depth=0`, { token: parties.staff })).body
const lowStockAlertedAt = async (item: number) => (await api(`/inventory-items/${item}?depth=0`, { token: parties.staff })).body.lowStockAlertedAt
const eventsOf = async (trackingNumber: string) =>
  (await api(`/parcel-events?where[trackingNumber][equals]=${trackingNumber}&limit=100&depth=0&sort=occurredAt`, { token: parties.staff })).body
    .docs as { state: string; shipment: number | null }[]

describe('carrier tracking through Shippit’s webhook', () => {
  it('moves a shipment once, and emails once, however often and in whatever order the events come', async () => {
    const { id, trackingNumber, email } = await parcel()
    const full: ShippitHistory = [
      { status: 'ready_for_pickup', time: minute(1) },
      { status: 'in_transit', time: minute(2) },
      { status: 'with_driver', time: minute(3) },
    ]
    const orders: ShippitHistory[] = [full, [...full].reverse(), [full[2]!, full[0]!], [full[1]!], full]
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => postShippitUpdate(trackingNumber, orders[n % orders.length]!)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))

    const moved = await shipment(id)
    expect(moved).toMatchObject({ status: 'shipped', trackingState: 'out_for_delivery', trackingAt: minute(3) })
    expect(moved.trackingUrl).toMatch(new RegExp(`^https?://[^/]+/track/${moved.trackingKey}$`))
    expect((await eventsOf(trackingNumber)).map((event) => event.state)).toEqual(['label_created', 'in_transit', 'out_for_delivery'])

    const toRecipient = await emailsTo(parties.staff, email, (mail) => mail.subject.includes('out for delivery'))
    expect(toRecipient.filter((mail) => mail.subject.includes('out for delivery'))).toHaveLength(1)
    expect(toRecipient.find((mail) => mail.subject.includes('out for delivery'))!.html).toContain(`/track/${moved.trackingKey}`)
    const dispatched = await emailsTo(parties.staff, DEMO.customerA.email, (mail) => mail.subject.startsWith(`Shipment #${id} `))
    expect(dispatched.filter((mail) => mail.subject.startsWith(`Shipment #${id} `))).toHaveLength(1)
    const audit = await api(
      `/audit-log?where[documentId][equals]=${id}&where[collectionSlug][equals]=shipments&where[toStatus][equals]=shipped&limit=10`,
      {
        token: parties.staff,
      },
    )
    expect(audit.body.totalDocs, 'one move to shipped').toBe(1)

    // A scan older than the one the shipment is at, arriving late, changes nothing.
    expect(
      (
        await postShippitUpdate(trackingNumber, [
          { status: 'in_transit', time: minute(2) },
          { status: 'delivery_attempted', time: minute(2) },
        ])
      ).status,
    ).toBe(200)
    expect(await shipment(id)).toMatchObject({ trackingState: 'out_for_delivery', trackingAt: minute(3) })
  })

  it('books a returned parcel’s stock back once per line when the carrier says so twenty times at once', async () => {
    const { id, trackingNumber, items } = await parcel()
    const before = await Promise.all(items.map(ledgerOf))
    expect(await lowStockAlertedAt(items[0]!)).toEqual(expect.any(String))
    const history: ShippitHistory = [
      { status: 'in_transit', time: minute(10) },
      { status: 'insufficient_address', time: minute(20) },
      { status: 'returned_to_sender', time: minute(30) },
    ]
    const answers = await Promise.all(Array.from({ length: 20 }, () => postShippitUpdate(trackingNumber, history)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))

    expect(await shipment(id)).toMatchObject({ status: 'returned', trackingState: 'returned_to_sender' })
    const restocks = await api(`/inventory-adjustments?where[shipment][equals]=${id}&where[reason][equals]=shipment_returned&limit=10&depth=0`, {
      token: parties.staff,
    })
    expect(restocks.body.docs.map((doc: { delta: number }) => doc.delta).sort()).toEqual([1, 2])
    const after = await Promise.all(items.map(ledgerOf))
    expect(after.map((ledger) => ledger.balance)).toEqual([before[0]!.balance + 2, before[1]!.balance + 1])
    expect(await lowStockAlertedAt(items[0]!), 'the tees are back above their threshold: the alert re-arms').toBeNull()

    const told = await emailsTo(parties.staff, DEMO.customerA.email, `Shipment #${id} to Riley Parcel came back to us`)
    expect(told.filter((mail) => mail.subject === `Shipment #${id} to Riley Parcel came back to us`)).toHaveLength(1)
    // A delivered scan after the return does not undo it.
    expect((await postShippitUpdate(trackingNumber, [...history, { status: 'completed', time: minute(40) }])).status).toBe(200)
    expect(await shipment(id)).toMatchObject({ status: 'returned', trackingState: 'returned_to_sender' })
  })

  it('refuses a wrong secret and a body Shippit never sends, recording nothing', async () => {
    const { id, trackingNumber } = await parcel()
    const wrong = await postShippitUpdate(trackingNumber, [{ status: 'in_transit', time: minute(1) }], 'not-the-secret')
    expect(wrong.status).toBe(401)
    const missing = await fetch(`${baseURL()}/api/carriers/shippit/webhook`, { method: 'POST', body: '{}' })
    expect(missing.status).toBe(401)
    for (const body of [
      'not json',
      JSON.stringify({ status_history: [] }),
      JSON.stringify({ tracking_number: trackingNumber, status_history: [{ status: 'in_transit', time: 'later' }] }),
    ]) {
      const answer = await fetch(`${baseURL()}/api/carriers/shippit/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SHIPPIT_WEBHOOK_SECRET}` },
        body,
      })
      expect(answer.status, body).toBe(400)
      expect((await answer.json()).error).toMatch(/JSON|Shippit/)
    }
    expect(await eventsOf(trackingNumber)).toEqual([])
    expect(await shipment(id)).toMatchObject({ status: 'processing', trackingState: null })
  })

  it('keeps events for a consignment no shipment carries, and hands them to the shipment given its number', async () => {
    const stray = `SP-${tag}-stray`
    const history: ShippitHistory = [{ status: 'in_transit', time: minute(5) }]
    const first = await postShippitUpdate(stray, history)
    expect(first.status).toBe(202)
    expect(await first.json()).toMatchObject({ outcome: 'unmatched', recorded: 1 })
    expect((await postShippitUpdate(stray, history)).status).toBe(202)
    expect(await eventsOf(stray)).toEqual([expect.objectContaining({ state: 'in_transit', shipment: null })])

    const { id } = await parcel()
    await api(`/shipments/${id}`, { method: 'PATCH', token: parties.staff, body: { trackingNumber: stray } })
    expect((await postShippitUpdate(stray, [...history, { status: 'with_driver', time: minute(6) }])).status).toBe(200)
    expect(await shipment(id)).toMatchObject({ status: 'shipped', trackingState: 'out_for_delivery' })
    expect((await eventsOf(stray)).map((event) => event.shipment)).toEqual([id, id])
  })

  it('shows carrier events to staff only, and a customer’s tracking only to that customer', async () => {
    const { id, trackingNumber } = await parcel()
    await postShippitUpdate(trackingNumber, [{ status: 'in_transit', time: minute(1) }])
    const asCustomer = await api(`/parcel-events?where[trackingNumber][equals]=${trackingNumber}`, { token: parties.customerA.token })
    expect(asCustomer.status).toBe(403)
    expect((await api(`/shipments/${id}?depth=0`, { token: parties.customerA.token })).body.trackingState).toBe('in_transit')
    expect((await api(`/shipments/${id}?depth=0`, { token: parties.customerB.token })).status).toBe(404)
    // Payload drops a field its writer may not set: the carrier's word cannot be typed over.
    await api(`/shipments/${id}`, { method: 'PATCH', token: parties.customerA.token, body: { trackingState: 'delivered' } })
    expect((await shipment(id)).trackingState).toBe('in_transit')
  })

  it('emails the recipient and the customer at the moments their company chose, and only an owner or admin chooses', async () => {
    const { company, members } = await companyWith(parties.staff, `moments-${tag}`, ['owner', 'admin', 'viewer'])
    const choose = (token: string, parcelEmails: object) => api(`/companies/${company}`, { method: 'PATCH', token, body: { parcelEmails } })
    const chosen = { toRecipient: { shipped: true, delivered: false }, toCustomer: { shipped: false, delivered: true } }
    expect((await choose(members.viewer.token, chosen)).status, 'a viewer may not choose').toBe(403)
    const made = await choose(members.admin.token, chosen)
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(made.body.doc.parcelEmails).toMatchObject({
      toRecipient: { shipped: true, outForDelivery: true, delivered: false, exception: true },
      toCustomer: { shipped: false, delivered: true, exception: true, returned: true },
    })

    const { id, trackingNumber, email } = await parcel(members.owner, { lowStock: false })
    const history: ShippitHistory = [
      { status: 'in_transit', time: minute(1) },
      { status: 'completed', time: minute(9) },
    ]
    await Promise.all(Array.from({ length: 3 }, () => postShippitUpdate(trackingNumber, history)))
    expect(await shipment(id)).toMatchObject({ status: 'delivered', trackingState: 'delivered' })

    const subjects = async (to: string, expected: string) =>
      (await emailsTo(parties.staff, to, (mail) => mail.subject.includes(expected)))
        .map((mail) => mail.subject)
        .filter((subject) => subject.includes('parcel') || subject.includes(`#${id} `))
    expect(await subjects(email, 'on its way'), 'the recipient: on its way, not delivered').toEqual([
      `Your parcel from ${await companyName(company)} is on its way`,
    ])
    expect(await subjects(members.owner.email, 'was delivered'), 'the customer: delivered, not on its way').toEqual([
      `Shipment #${id} to Riley Parcel was delivered`,
    ])
  })
})
