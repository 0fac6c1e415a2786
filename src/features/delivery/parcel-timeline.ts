import type { Payload } from 'payload'

import type { TrackingState } from '@/domain/delivery/tracking'

/** One carrier event as the recipient and the customer read it: what, when, and the carrier's words. */
export type ParcelMoment = { id: number; state: TrackingState; occurredAt: string; description: string | null }

// More than any parcel's journey holds; a runaway carrier cannot make the page unbounded.
const MOST_EVENTS = 100

/**
 * The carrier's events for a shipment, newest first. Carrier events are staff's to read, so this
 * reads past access control: call it only for a shipment the reader has already been allowed to
 * see, by its tracking key or by reading the shipment as themselves.
 */
export async function parcelTimeline(payload: Payload, shipment: number): Promise<ParcelMoment[]> {
  const { docs } = await payload.find({
    collection: 'parcel-events',
    where: { shipment: { equals: shipment } },
    sort: '-occurredAt',
    limit: MOST_EVENTS,
    depth: 0,
    overrideAccess: true,
    select: { state: true, occurredAt: true, description: true },
  })
  return docs.map((event) => ({ id: event.id, state: event.state, occurredAt: event.occurredAt, description: event.description ?? null }))
}
