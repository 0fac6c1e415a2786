import { PARCEL_TRACKING_SELECT } from '@/collections/shipments/tracking-fields'
import { firstNameOf } from '@/domain/customer-name'
import { carrierLabel } from '@/domain/delivery/carriers'
import type { TrackingState } from '@/domain/delivery/tracking'
import { isShareKeyShape, shareKeysMatch } from '@/domain/share-key'
import { payloadClient } from '@/payload-client'
import { populated } from '@/platform/relation-id'
import { parcelTimeline, type ParcelMoment } from './parcel-timeline'

/**
 * A parcel as its recipient tracks it, by the key in their tracking link: who sent it, roughly
 * where it goes, and where the carrier says it is. Nothing else of the shipment: no street
 * address, no prices, no other parcels.
 */
export type TrackedParcel = {
  /** The company that sent it. */
  sender: string
  recipientFirstName: string
  /** Suburb and state, e.g. "Pyrmont NSW". */
  destination: string
  carrier: string | null
  trackingNumber: string | null
  /** Null until the carrier's first event. */
  state: TrackingState | null
  stateAt: string | null
  estimatedDelivery: string | null
  /** What the carrier said with the latest change, e.g. why delivery failed. */
  note: string | null
  timeline: ParcelMoment[]
}

/**
 * The parcel whose tracking key is `key`, or null. The key is the permission (the recipient has
 * no account), so the shipment is read past access control, and only what a recipient may see
 * leaves this function.
 */
export async function findTrackedParcel(key: string): Promise<TrackedParcel | null> {
  if (!isShareKeyShape(key)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'shipments',
    where: { trackingKey: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: {
      ...PARCEL_TRACKING_SELECT,
      company: true,
      customer: true,
      recipient: true,
    },
    populate: { companies: { name: true }, customers: { company: true }, recipients: { fullName: true, suburb: true, state: true } },
  })
  const shipment = docs[0]
  if (!shipment || !shareKeysMatch(shipment.trackingKey, key)) return null
  const recipient = populated(shipment.recipient)
  return {
    sender: populated(shipment.company)?.name || populated(shipment.customer)?.company || 'Your sender',
    recipientFirstName: firstNameOf(recipient?.fullName),
    destination: [recipient?.suburb, recipient?.state].filter(Boolean).join(' '),
    carrier: carrierLabel(shipment.carrier),
    trackingNumber: shipment.trackingNumber ?? null,
    state: shipment.trackingState ?? null,
    stateAt: shipment.trackingAt ?? null,
    estimatedDelivery: shipment.estimatedDelivery ?? null,
    note: shipment.trackingNote ?? null,
    timeline: await parcelTimeline(payload, shipment.id),
  }
}
