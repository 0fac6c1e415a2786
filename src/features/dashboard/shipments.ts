import type { Payload } from 'payload'

import { carrierLabel } from '@/domain/delivery/carriers'
import type { DutyTerms } from '@/domain/delivery/customs'
import { DELIVERY_DETAIL_LABELS } from '@/domain/delivery/delivery-details'
import type { TrackingState } from '@/domain/delivery/tracking'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import { parcelTrackingPath } from '@/collections/shipments/tracking-fields'
import type { CustomerUser } from '@/collections/customers/customer-user'
import type { InventoryItem, Shipment } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'
import { readForCustomer } from './customer-data-cache'
import { namingCreators, type Created } from './creators'
import { inActingCompany } from '@/collections/companies/company-scope'
import { PARCEL_TRACKING_SELECT } from '@/collections/shipments/tracking-fields'

/**
 * Shipments as the customer sees them, always as the customer with access control on. Requesting
 * and cancelling them are operations beside the shipments collection (collections/shipments/).
 * Booking stock is the collection's hooks' job: they check ownership and stock and write the
 * ledger with a guarded decrement, so every path books the same way.
 */

export const SHIPMENTS_PER_PAGE = 10

export type ShipmentSummary = {
  id: number
  status: string
  createdAt: string
  processedAt: string | null
  /**
   * Where the parcel is tracked: its own tracking page once it has a consignment number, else the
   * carrier's page staff linked (older shipments).
   */
  trackingUrl: string | null
  /** The carrier's name and consignment number, once staff entered them. */
  carrier: string | null
  /** The carrier's service the label was bought for, e.g. Express Post. */
  service: string | null
  trackingNumber: string | null
  /** Where the carrier last said the parcel was (null before its first event), and its estimate. */
  trackingState: TrackingState | null
  /** The carrier's time of the event that put it there. */
  trackingAt: string | null
  estimatedDelivery: string | null
  /** What the carrier said with it, e.g. why delivery failed. */
  trackingNote: string | null
  /** Postage and handling in cents, as charged when requested (none on shipments from before charges). */
  charge: number | null
  /** Why it waits for approval, while it is held. */
  holdReason: string | null
  /** What the recipient has been asked for through their link and not yet given, in plain words. */
  detailsNeeded: string[]
  /** For a parcel overseas: who pays the destination's duties, and their estimate in cents AUD. */
  duties: { terms: DutyTerms; estimatedCents: number } | null
  recipient: { name: string; company: string | null; address: string } | null
  items: { id: string; title: string; detail: string | null; quantity: number }[]
  units: number
} & Created

export type ShipmentPage = { docs: ShipmentSummary[]; page: number; totalPages: number; totalDocs: number }

// Tracking links are typed by staff; only web addresses become links.
const webUrl = (value: string | null | undefined): string | null => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null)

const itemDetail = (item: InventoryItem): string | null => {
  const gender = SIZE_GROUPS.find((group) => group === item.gender)
  const size = populated(item.size)?.label ?? ''
  return [gender ? SIZE_GROUP_LABELS[gender] : '', size].filter(Boolean).join(' ') || null
}

/** What a shipment card and the shipment page read of a shipment, and of what it links to. */
export const SHIPMENT_SELECT = {
  status: true,
  recipient: true,
  items: true,
  processedAt: true,
  trackingUrl: true,
  ...PARCEL_TRACKING_SELECT,
  charge: true,
  holdReason: true,
  detailsNeeded: true,
  dutyTerms: true,
  estimatedDuties: true,
  createdAt: true,
  customer: true,
} as const

export const SHIPMENT_POPULATE = {
  recipients: { fullName: true, companyName: true, formattedAddress: true },
  'inventory-items': { title: true, gender: true, size: true },
  'sizing-options': { label: true },
} as const

type ShipmentDoc = Pick<Shipment, 'id' | keyof typeof SHIPMENT_SELECT>

export const toShipmentSummary = (doc: ShipmentDoc): ShipmentSummary => {
  const recipient = populated(doc.recipient)
  const items = (doc.items ?? []).map((line, index) => {
    const item = populated(line.inventoryItem)
    return {
      id: String(line.id ?? index),
      title: item?.title ?? 'An item no longer in your inventory',
      detail: item ? itemDetail(item) : null,
      quantity: Number(line.quantity ?? 1),
    }
  })
  return {
    id: doc.id,
    status: doc.status ?? 'requested',
    createdAt: doc.createdAt ?? '',
    processedAt: doc.processedAt ?? null,
    trackingUrl: doc.trackingKey ? parcelTrackingPath(doc.trackingKey) : webUrl(doc.trackingUrl),
    carrier: carrierLabel(doc.carrier),
    service: doc.serviceName ?? null,
    trackingNumber: doc.trackingNumber ?? null,
    trackingState: doc.trackingState ?? null,
    trackingAt: doc.trackingAt ?? null,
    estimatedDelivery: doc.estimatedDelivery ?? null,
    trackingNote: doc.trackingNote ?? null,
    charge: doc.charge ?? null,
    holdReason: doc.status === 'held' ? (doc.holdReason ?? null) : null,
    detailsNeeded: (doc.detailsNeeded ?? []).map((detail) => DELIVERY_DETAIL_LABELS[detail]),
    duties: doc.dutyTerms ? { terms: doc.dutyTerms, estimatedCents: doc.estimatedDuties ?? 0 } : null,
    recipient: recipient
      ? {
          name: recipient.fullName ?? '',
          company: recipient.companyName || null,
          address: recipient.formattedAddress ?? '',
        }
      : null,
    items,
    units: items.reduce((sum, item) => sum + item.quantity, 0),
    creatorId: relationId(doc.customer),
    createdBy: null,
  }
}

/** GetShipments(limit, page): the customer's shipments except pending ones, newest first. */
export const getShipmentPage = async (payload: Payload, customer: CustomerUser, page: number): Promise<ShipmentPage> => {
  const kept = await readForCustomer(customer, ['shipments', page], () => readShipmentPage(payload, customer, page))
  return { ...kept, docs: await namingCreators(customer, kept.docs) }
}

async function readShipmentPage(payload: Payload, customer: CustomerUser, page: number): Promise<ShipmentPage> {
  const result = await payload.find({
    collection: 'shipments',
    where: { and: [inActingCompany(customer), { status: { not_equals: 'pending' } }] },
    sort: '-createdAt',
    limit: SHIPMENTS_PER_PAGE,
    page,
    depth: 2,
    user: customer,
    overrideAccess: false,
    select: SHIPMENT_SELECT,
    populate: SHIPMENT_POPULATE,
  })
  return {
    docs: result.docs.map(toShipmentSummary),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}
