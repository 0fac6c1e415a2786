import type { CustomerUser } from '@/collections/customers/customer-user'
import { parcelTrackingPath } from '@/collections/shipments/tracking-fields'
import { parcelTimeline, type ParcelMoment } from '@/features/delivery/parcel-timeline'
import { payloadClient } from '@/payload-client'
import { serverURL } from '@/platform/http/server-url'
import { namingCreators } from './creators'
import { SHIPMENT_POPULATE, SHIPMENT_SELECT, toShipmentSummary, type ShipmentSummary } from './shipments'

/**
 * One shipment as its company's members see it: the card's facts, the carrier's timeline, and
 * the recipient's tracking page as a link to pass on (once the parcel has a consignment number).
 */
export type ShipmentDetail = ShipmentSummary & { timeline: ParcelMoment[]; recipientTrackingLink: string | null }

/**
 * The shipment `id` read as the customer, with access control on; null when it does not exist,
 * is not theirs to see, or is a draft no list shows. Never kept: a carrier's new scan moves
 * nothing the dashboard's cache expires by, and the timeline should show it at once.
 */
export async function getShipmentDetail(customer: CustomerUser, id: number): Promise<ShipmentDetail | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'shipments',
    id,
    depth: 2,
    user: customer,
    overrideAccess: false,
    disableErrors: true,
    select: SHIPMENT_SELECT,
    populate: SHIPMENT_POPULATE,
  })
  if (!doc || doc.status === 'pending') return null
  const [[summary], timeline] = await Promise.all([namingCreators(customer, [toShipmentSummary(doc)]), parcelTimeline(payload, doc.id)])
  const recipientTrackingLink = doc.trackingKey ? `${serverURL()}${parcelTrackingPath(doc.trackingKey)}` : null
  return { ...summary!, timeline, recipientTrackingLink }
}
