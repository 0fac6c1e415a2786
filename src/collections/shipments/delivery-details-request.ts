import type { Payload } from 'payload'

import type { DeliveryDetail } from '@/domain/delivery/delivery-details'
import { isShareKeyShape, shareKeysMatch } from '@/domain/share-key'
import { populated, relationId } from '@/platform/relation-id'
import type { Recipient } from '@/payload-types'

/** A parcel still on its way (or about to be) may have its details given; a finished or cancelled one may not. */
const OPEN_STATUSES: ReadonlySet<string> = new Set(['held', 'requested', 'processing', 'shipped'])

/** What a delivery-details link shows its holder: who sends the parcel, and exactly what is asked. */
export type DeliveryDetailsRequest = {
  shipment: number
  sender: string
  recipientName: string
  country: string
  needed: DeliveryDetail[]
  /** The address as the sender entered it, for the recipient to correct. */
  address: Pick<Recipient, 'address1' | 'address2' | 'suburb' | 'state' | 'postcode'>
  /** False once the parcel is delivered, returned or cancelled. */
  open: boolean
}

/** The request, and what answering it needs beyond what its holder sees. */
export type HeldDetailsRequest = {
  request: DeliveryDetailsRequest
  recipient: Recipient
  company: number | null
  labelState: string | null
  trackingNumber: string | null
}

/**
 * The shipment whose delivery-details key is `key`, or null. The key is the permission (the
 * recipient has no account), so the shipment is read past access control and only what its
 * recipient may see leaves here.
 */
export async function findHeldDetailsRequest(payload: Payload, key: string): Promise<HeldDetailsRequest | null> {
  if (!isShareKeyShape(key)) return null
  const { docs } = await payload.find({
    collection: 'shipments',
    where: { detailsKey: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: { detailsKey: true, detailsNeeded: true, status: true, company: true, recipient: true, labelState: true, trackingNumber: true },
    populate: { companies: { name: true } },
  })
  const shipment = docs[0]
  const recipient = populated<Recipient>(shipment?.recipient)
  if (!shipment || !recipient || !shareKeysMatch(shipment.detailsKey, key)) return null
  const { address1, address2, suburb, state, postcode } = recipient
  return {
    request: {
      shipment: Number(shipment.id),
      sender: populated(shipment.company)?.name ?? 'Your sender',
      recipientName: recipient.fullName,
      country: recipient.country || 'AU',
      needed: (shipment.detailsNeeded ?? []) as DeliveryDetail[],
      address: { address1, address2, suburb, state, postcode },
      open: OPEN_STATUSES.has(shipment.status),
    },
    recipient,
    company: relationId(shipment.company),
    labelState: shipment.labelState ?? null,
    trackingNumber: shipment.trackingNumber ?? null,
  }
}

export const findDeliveryDetailsRequest = async (payload: Payload, key: string): Promise<DeliveryDetailsRequest | null> =>
  (await findHeldDetailsRequest(payload, key))?.request ?? null
