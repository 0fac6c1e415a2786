import type { Payload, Where } from 'payload'

import { calendarDateInAustralia } from '@/domain/business-days'
import { customerLabel } from '@/domain/customer-name'
import { CARRIERS, type Carrier } from '@/domain/delivery/carriers'
import { LABEL_SHIPMENT_STATUSES, type LabelState } from '@/domain/delivery/label-purchase'
import type { ShipmentStatus } from '@/domain/shipment-status'
import { populated } from '@/platform/relation-id'

/**
 * The shipments on the admin's Labels page (/admin/labels): those waiting for a label, and those
 * with one, a page at a time, with how many of each carrier's labelled parcels wait for today's
 * manifest. Staff only: every read here passes access control by, so the view checks first.
 */

export const LABEL_TABS = ['to-label', 'labelled'] as const

export type LabelTab = (typeof LABEL_TABS)[number]

export const LABELS_PER_PAGE = 50

/** One shipment as a row of the page shows it. */
export type LabelRow = {
  id: number
  status: ShipmentStatus
  /** The company it is filed under, else the customer's company, else the customer as staff know them. */
  company: string
  recipientName: string
  /** "Pyrmont NSW 2009". */
  destination: string
  /** YYYY-MM-DD, the day the goods are wanted in hand; null when none was set. */
  inHandsBy: string | null
  /** Units across the shipment's lines. */
  units: number
  labelState: LabelState | null
  /** Why the last purchase bought nothing, one reason a line. */
  labelProblem: string | null
  carrier: Carrier | null
  serviceName: string | null
  /** Cents AUD including GST. */
  postageCost: number | null
  trackingNumber: string | null
  /** The carrier's id of the manifest the parcel went on; null until it is manifested. */
  manifest: { manifestId: string | null } | null
}

export type LabelQueue = {
  tab: LabelTab
  page: number
  totalPages: number
  rows: LabelRow[]
  /** How many shipments each tab holds in all. */
  counts: Record<LabelTab, number>
  /** Per carrier, the labelled parcels not yet on a manifest: what "Manifest today's parcels" would hand over. */
  toManifest: Record<Carrier, number>
}

/**
 * Waiting for a label: requested or being packed, no label bought (never tried, failed, or a
 * purchase running), and no consignment number typed in by staff, which would need none.
 */
const TO_LABEL: Where = {
  and: [
    { status: { in: [...LABEL_SHIPMENT_STATUSES] } },
    { or: [{ labelState: { exists: false } }, { labelState: { in: ['failed', 'buying'] } }] },
    { or: [{ trackingNumber: { exists: false } }, { trackingNumber: { equals: '' } }] },
  ],
}

const LABELLED: Where = { labelState: { equals: 'bought' } }

const WHERE: Record<LabelTab, Where> = { 'to-label': TO_LABEL, labelled: LABELLED }

// Waiting ones oldest first, the order to work through them; labelled ones by their label, newest
// first (label ids rise as labels are bought, so the label's id orders by purchase).
const SORT: Record<LabelTab, string[]> = { 'to-label': ['createdAt', 'id'], labelled: ['-label', '-id'] }

/** The parcels a carrier's manifest takes (operations/manifest-parcels.ts claims the same). */
const awaitingManifest = (carrier: Carrier): Where => ({
  and: [
    { carrier: { equals: carrier } },
    { labelState: { equals: 'bought' } },
    { manifest: { exists: false } },
    { status: { in: ['processing', 'shipped'] } },
  ],
})

export const isLabelTab = (value: unknown): value is LabelTab => typeof value === 'string' && (LABEL_TABS as readonly string[]).includes(value)

const SELECT = {
  status: true,
  company: true,
  customer: true,
  recipient: true,
  items: { quantity: true },
  inHandsBy: true,
  labelState: true,
  labelProblem: true,
  carrier: true,
  serviceName: true,
  postageCost: true,
  trackingNumber: true,
  manifest: true,
} as const

const POPULATE = {
  companies: { name: true },
  customers: { company: true, firstName: true, lastName: true, email: true },
  recipients: { fullName: true, suburb: true, state: true, postcode: true },
  'shipping-manifests': { manifestId: true },
} as const

const count = async (payload: Payload, where: Where) => (await payload.count({ collection: 'shipments', where, overrideAccess: true })).totalDocs

/** Page `page` of the tab's shipments, with both tabs' sizes and each carrier's parcels to manifest. */
export async function readLabelQueue(payload: Payload, tab: LabelTab, page: number): Promise<LabelQueue> {
  const [found, toLabel, labelled, ...manifestCounts] = await Promise.all([
    payload.find({
      collection: 'shipments',
      where: WHERE[tab],
      sort: SORT[tab],
      limit: LABELS_PER_PAGE,
      page,
      depth: 1,
      select: SELECT,
      populate: POPULATE,
      overrideAccess: true,
    }),
    count(payload, TO_LABEL),
    count(payload, LABELLED),
    ...CARRIERS.map((carrier) => count(payload, awaitingManifest(carrier))),
  ])
  return {
    tab,
    page,
    totalPages: Math.max(1, found.totalPages),
    rows: found.docs.map((doc): LabelRow => {
      const company = populated(doc.company)
      const customer = populated(doc.customer)
      const recipient = populated(doc.recipient)
      const manifest = populated(doc.manifest)
      return {
        id: doc.id,
        status: doc.status,
        company: company?.name ?? (customer ? customer.company?.trim() || customerLabel(customer) : 'Unknown customer'),
        recipientName: recipient?.fullName ?? '',
        destination: [recipient?.suburb, recipient?.state, recipient?.postcode].filter(Boolean).join(' '),
        inHandsBy: doc.inHandsBy ? calendarDateInAustralia(doc.inHandsBy) : null,
        units: (doc.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0),
        labelState: doc.labelState ?? null,
        labelProblem: doc.labelProblem ?? null,
        carrier: doc.carrier ?? null,
        serviceName: doc.serviceName ?? null,
        postageCost: doc.postageCost ?? null,
        trackingNumber: doc.trackingNumber || null,
        manifest: doc.manifest ? { manifestId: manifest?.manifestId ?? null } : null,
      }
    }),
    counts: { 'to-label': toLabel, labelled },
    toManifest: Object.fromEntries(CARRIERS.map((carrier, index) => [carrier, manifestCounts[index] ?? 0])) as Record<Carrier, number>,
  }
}
