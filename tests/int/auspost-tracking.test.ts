import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startAusPostStandIn } from '@/integrations/carriers/auspost/auspost-stand-in'

import { eventually } from '../support/eventually'
import { api } from '../support/http'
import { shipmentCalls, shipmentParties, type ShipmentParties } from '../support/shipment-fixtures'

/**
 * Australia Post parcels followed by the scheduled poll (every five seconds here) against the
 * local stand-in on the port the test server's AUSPOST_API_URL names (global-setup.ts); over real
 * HTTP on both databases. Until this file starts the stand-in, the server's polls find nobody
 * listening and ask again.
 */

let parties: ShipmentParties
let ausPost: Awaited<ReturnType<typeof startAusPostStandIn>>
const { stock } = shipmentCalls(() => parties)
const database = inject('databaseLabel')
// Consignment numbers of this run's own, in Australia Post's letters and digits.
const run = Math.random().toString(36).slice(2, 7).toUpperCase()
let consignments = 0
/** Long enough for a few polls, however the five-second ticks fall. */
const WAIT_SECONDS = 45

beforeAll(async () => {
  ausPost = await startAusPostStandIn({ port: inject('ausPostStandInPort') })
  parties = await shipmentParties()
})

afterAll(async () => {
  await ausPost?.close()
})

/** A scan's time as Australia Post gives it, on the morning of 30 November in Sydney. */
const at = (minute: number) => `2026-11-30T09:${String(minute).padStart(2, '0')}:00+11:00`

/** A one-line shipment processed by staff and given an Australia Post consignment number. */
const parcel = async () => {
  const item = await stock(parties.customerA, 3, 'Polled Tee')
  const created = await api('/shipments', {
    token: parties.customerA.token,
    body: { recipient: parties.recipientsA[0], items: [{ inventoryItem: item.id, quantity: 1 }] },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = created.body.doc.id as number
  const trackingNumber = `AP${run}${(consignments += 1)}`
  const processed = await api(`/shipments/${id}`, {
    method: 'PATCH',
    token: parties.staff,
    body: { status: 'processing', carrier: 'auspost', trackingNumber },
  })
  expect(processed.status, JSON.stringify(processed.body)).toBe(200)
  return { id, trackingNumber }
}

const shipment = async (id: number) => (await api(`/shipments/${id}?depth=0`, { token: parties.staff })).body
const shipmentOnce = (id: number, check: (doc: any) => boolean) => eventually(() => shipment(id), check, WAIT_SECONDS)

/**
 * The requests since the `from`th that asked about `trackingNumber`, once `times` have come. The
 * stand-in logs a request as it answers it, so a poll has surely recorded an answer once the next
 * poll asks (one poll runs at a time).
 */
const askedAbout = (trackingNumber: string, from: number, times = 1) =>
  eventually(
    async () => ausPost.requests.slice(from).filter((request) => request.trackingIds.includes(trackingNumber)),
    (requests) => requests.length >= times,
    WAIT_SECONDS,
  )

describe(`Australia Post tracking by poll (${database})`, () => {
  it('follows a parcel as Australia Post scans it: in transit, then delivered', async () => {
    const { id, trackingNumber } = await parcel()
    ausPost.scan(trackingNumber, { description: 'Shipment information received', date: at(0) })
    ausPost.scan(trackingNumber, { description: 'Item processed at facility', date: at(10), location: 'CHULLORA NSW' })
    expect(await shipmentOnce(id, (doc) => doc.trackingState === 'in_transit')).toMatchObject({
      status: 'shipped',
      trackingState: 'in_transit',
      trackingAt: new Date(at(10)).toISOString(),
    })

    ausPost.scan(trackingNumber, { description: 'Onboard for delivery', date: at(40), location: 'KEW VIC' })
    ausPost.scan(trackingNumber, { description: 'Delivered - Left in a safe place', date: at(55), location: 'KEW VIC' })
    expect(await shipmentOnce(id, (doc) => doc.status === 'delivered')).toMatchObject({
      status: 'delivered',
      trackingState: 'delivered',
      trackingAt: new Date(at(55)).toISOString(),
    })
    const events = await api(`/parcel-events?where[trackingNumber][equals]=${trackingNumber}&sort=occurredAt&limit=10&depth=0`, {
      token: parties.staff,
    })
    expect(events.body.docs.map((event: { state: string; carrier: string }) => `${event.carrier} ${event.state}`)).toEqual([
      'auspost label_created',
      'auspost in_transit',
      'auspost out_for_delivery',
      'auspost delivered',
    ])
  }, 120_000)

  it('leaves a parcel as it was when Australia Post fails a poll, and the next poll moves it', async () => {
    const { id, trackingNumber } = await parcel()
    const from = ausPost.requests.length
    // Both in one turn of the stand-in's event loop, so the poll that fails already had a scan to tell.
    ausPost.failNext(500)
    // Delivered, so once this file's stand-in has gone the suites after it have nothing to ask about.
    ausPost.scan(trackingNumber, { description: 'Delivered - Left in a safe place', date: at(5) })
    const [failed] = await askedAbout(trackingNumber, from)
    expect(failed?.status).toBe(500)
    expect(await shipment(id)).toMatchObject({ status: 'processing', trackingState: null })
    expect(await shipmentOnce(id, (doc) => doc.status === 'delivered')).toMatchObject({ status: 'delivered', trackingState: 'delivered' })
  }, 120_000)

  it('changes nothing for a consignment Australia Post does not know', async () => {
    const { id, trackingNumber } = await parcel()
    const asked = await askedAbout(trackingNumber, ausPost.requests.length, 2)
    expect(asked.slice(0, 2).map((request) => request.status)).toEqual([200, 200])
    expect(await shipment(id)).toMatchObject({ status: 'processing', trackingState: null })
    const events = await api(`/parcel-events?where[trackingNumber][equals]=${trackingNumber}&depth=0`, { token: parties.staff })
    expect(events.body.totalDocs).toBe(0)
    // Cancelled, it is no longer asked about: the suites after this one have nothing to ask about either.
    const cancelled = await api(`/shipments/${id}`, { method: 'PATCH', token: parties.staff, body: { status: 'cancelled' } })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
  }, 120_000)
})
