import type { Where } from 'payload'

import { ORDERS_PER_PAGE, type OrderListQuery } from '@/domain/dashboard-filters'
import { ORDERS_IN_PICKER } from '@/domain/order-choices'
import { summariseArtwork, type ArtworkSummary } from '@/domain/review-links'
import type { StatusLogEntry } from '@/domain/project-status'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { imageUrl } from '@/platform/storage/media'
import { payloadClient } from '@/payload-client'
import type { ArtworkProof } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'
import { readForCustomer } from './customer-data-cache'
import { namingCreators, type Created } from './creators'
import { findLineItems, findLinePreviews, lineItemTitle, type LineItemView, type Picture } from './line-items'
import { timelineView, type TimelineView } from './order-timeline'
import { reviewedDocumentSelect } from './reviewed-document'
import { inActingCompany } from '@/collections/companies/company-scope'

/**
 * The dashboard's order reads (the list, its filters and one order), as the signed-in
 * customer with access control on. Lists use the (company, createdAt) index of orders.
 */

export const PREVIEWS_PER_ORDER = 2

export type OrderSummary = {
  id: number
  name: string
  status: string
  paymentStatus: string | null
  paymentMethod: string | null
  createdAt: string
  artwork: ArtworkSummary
  previews: Picture[]
  lineItemCount: number
} & Created

export type OrderPage = { docs: OrderSummary[]; page: number; limit: number; totalPages: number; totalDocs: number }

const filtersOf = (customer: CustomerUser, query: OrderListQuery): Where => ({
  and: [
    inActingCompany(customer),
    ...(query.orderId ? [{ id: { equals: query.orderId } }] : []),
    ...(query.status ? [{ status: { equals: query.status } }] : []),
    ...(query.paymentStatus ? [{ paymentStatus: { equals: query.paymentStatus } }] : []),
  ],
})

export const getOrderPage = async (customer: CustomerUser, query: OrderListQuery): Promise<OrderPage> => {
  const page = await readForCustomer(customer, ['orders', JSON.stringify(query)], () => readOrderPage(customer, query))
  return { ...page, docs: await namingCreators(customer, page.docs) }
}

async function readOrderPage(customer: CustomerUser, query: OrderListQuery): Promise<OrderPage> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'orders',
    where: filtersOf(customer, query),
    sort: '-createdAt',
    page: query.page,
    limit: ORDERS_PER_PAGE,
    depth: 0,
    user: customer,
    overrideAccess: false,
    select: {
      name: true,
      status: true,
      paymentStatus: true,
      paymentMethod: true,
      createdAt: true,
      customer: true,
      lineItems: true,
      artworkReviewItems: { status: true, artworkProof: true },
    },
  })
  // A row shows at most two thumbnails, so only those lines are read.
  const lineIds = result.docs.flatMap((doc) =>
    (doc.lineItems ?? [])
      .slice(0, PREVIEWS_PER_ORDER)
      .map(relationId)
      .filter((id): id is number => id !== null),
  )
  const previews = lineIds.length ? await findLinePreviews(payload, customer, { id: { in: lineIds } }) : []
  const previewById = new Map(previews.map((preview) => [preview.id, preview.picture]))
  return {
    docs: result.docs.map((doc) => {
      const ids = (doc.lineItems ?? []).map(relationId)
      return {
        id: doc.id,
        name: doc.name,
        status: doc.status,
        paymentStatus: doc.paymentStatus ?? null,
        paymentMethod: doc.paymentMethod ?? null,
        createdAt: doc.createdAt,
        artwork: summariseArtwork(doc.artworkReviewItems),
        previews: ids.slice(0, PREVIEWS_PER_ORDER).flatMap((id) => {
          const picture = id === null ? null : previewById.get(id)
          return picture ? [picture] : []
        }),
        lineItemCount: ids.length,
        creatorId: relationId(doc.customer),
        createdBy: null,
      }
    }),
    page: result.page ?? query.page,
    limit: result.limit,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

export type OrderOption = { id: number; name: string; createdAt: string }

/** The order picker on a list page: the newest orders, the chosen one, and how many there are in all. */
export type OrderPickerData = { orders: OrderOption[]; chosen: OrderOption | null; total: number }

const orderOptionSelect = { name: true, createdAt: true } as const

const findOrderOptions = async (customer: CustomerUser, where: Where, limit: number) => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'orders',
    where: { and: [inActingCompany(customer), where] },
    sort: '-createdAt',
    limit,
    depth: 0,
    user: customer,
    overrideAccess: false,
    select: orderOptionSelect,
  })
  return { options: result.docs.map(({ id, name, createdAt }): OrderOption => ({ id, name, createdAt })), total: result.totalDocs }
}

/**
 * GetOrderFilters for the picker: the newest orders of the company, newest first, and the chosen
 * one (null when it is not the company's, so a page can answer 404). The rest are found by
 * searching (`searchOrderOptions`) rather than sent on every view.
 */
export const getOrderPicker = (customer: CustomerUser, chosenId: number | null): Promise<OrderPickerData> =>
  readForCustomer(customer, ['order-picker', chosenId ?? 0], async () => {
    const [newest, chosen] = await Promise.all([
      findOrderOptions(customer, {}, ORDERS_IN_PICKER),
      chosenId === null ? null : findOrderOptions(customer, { id: { equals: chosenId } }, 1),
    ])
    return { orders: newest.options, chosen: chosen?.options[0] ?? null, total: newest.total }
  })

/** The company's orders whose name has every word of the search, newest first. */
export const searchOrderOptions = async (customer: CustomerUser, text: string): Promise<OrderOption[]> =>
  (await findOrderOptions(customer, { name: { like: text } }, ORDERS_IN_PICKER)).options

export type ArtworkProofView = { url: string; thumbnail: string | null; isPdf: boolean; filename: string; version: number }

export type ArtworkItemView = {
  id: string
  status: 'pending' | 'approved' | 'changes_requested'
  lineItemTitle: string
  proof: ArtworkProofView | null
  customerComments: string | null
  reviewedBy: string | null
  reviewedAt: string | null
}

export type OrderDetail = {
  id: number
  name: string
  status: string
  statusChangeLog: StatusLogEntry[]
  createdAt: string
  shareKey: string | null
  paymentStatus: string | null
  paymentMethod: string | null
  packingType: string | null
  numberOfPacks: number | null
  project: { id: number; name: string } | null
  lineItems: LineItemView[]
  artworkReviewItems: ArtworkItemView[]
  timeline: TimelineView | null
}

const toProof = (value: number | ArtworkProof | null | undefined): ArtworkProofView | null => {
  const proof = populated(value)
  const url = proof ? imageUrl({ url: proof.url }) : null
  if (!proof || !url) return null
  const isPdf = proof.mimeType === 'application/pdf'
  return {
    url,
    thumbnail: isPdf ? null : imageUrl(proof, 'lg'),
    isPdf,
    filename: proof.filename ?? 'proof',
    version: Number(proof.version ?? 1),
  }
}

/** The order with this id if it is the customer's; null for anyone else's or an unknown id. */
export async function getOrderDetail(customer: CustomerUser, id: number): Promise<OrderDetail | null> {
  const payload = await payloadClient()
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 1,
    user: customer,
    overrideAccess: false,
    disableErrors: true,
    select: {
      ...reviewedDocumentSelect,
      createdAt: true,
      paymentStatus: true,
      paymentMethod: true,
      packingType: true,
      numberOfPacks: true,
      project: true,
      lineItems: true,
      artworkReviewItems: true,
      timeline: true,
    },
    populate: {
      customers: {},
      projects: { name: true },
      'line-items': { title: true },
      'artwork-proofs': { url: true, filename: true, mimeType: true, version: true, sizes: { sm: true, lg: true } },
    },
  })
  if (!order) return null
  const lineIds = (order.lineItems ?? []).map(relationId).filter((lineId): lineId is number => lineId !== null)
  const lineItems = lineIds.length ? await findLineItems(payload, customer, { id: { in: lineIds } }) : []
  const project = populated(order.project)
  return {
    id: order.id,
    name: order.name,
    status: order.status,
    statusChangeLog: (order.statusChangeLog ?? []).map(({ timestamp, status }) => ({ timestamp, status })),
    createdAt: order.createdAt,
    shareKey: order.shareKey ?? null,
    paymentStatus: order.paymentStatus ?? null,
    paymentMethod: order.paymentMethod ?? null,
    packingType: order.packingType ?? null,
    numberOfPacks: order.numberOfPacks ?? null,
    project: project ? { id: project.id, name: project.name ?? '' } : null,
    lineItems,
    artworkReviewItems: (order.artworkReviewItems ?? []).map((item, index) => ({
      id: item.id ?? String(index),
      status: item.status,
      lineItemTitle: lineItemTitle(item.lineItem),
      proof: toProof(item.artworkProof),
      customerComments: item.customerComments ?? null,
      reviewedBy: item.reviewedBy ?? null,
      reviewedAt: item.reviewedAt ?? null,
    })),
    timeline: timelineView(order.timeline, new Date()),
  }
}
