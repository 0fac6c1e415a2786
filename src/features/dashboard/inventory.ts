import type { Payload, Where } from 'payload'

import type { InventoryFilterValues } from '@/domain/inventory-filters'
import { daysOfCover, isBelowThreshold, suggestedThreshold, unitsShipped, usageWindowStart } from '@/domain/low-stock'
import type { StockSnapshot } from '@/domain/shipment-selection'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import type { OperationCall } from '@/collections/customer-endpoint'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { payloadClient } from '@/payload-client'
import type { InventoryItem, LineItem } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'
import { readForCustomer } from './customer-data-cache'
import { inActingCompany } from '@/collections/companies/company-scope'

/**
 * The warehouse stock of the signed-in customer (newest first, status
 * available), read as the customer with access control on, so another customer's items never
 * come back whatever the filters ask for. The API query is unpaginated; the page shows the stock
 * a page at a time, because a customer with thousands of items would otherwise wait seconds for
 * megabytes of rows they cannot take in at once.
 */

export const INVENTORY_PER_PAGE = 24

export type InventoryRow = StockSnapshot & {
  sizeLabel: string | null
  genderLabel: string | null
  imageAlt: string
  lowStock: LowStockView
}

/** The item's low-stock threshold, whether the stock is below it, and its recent rate of use. */
export type LowStockView = {
  threshold: number | null
  below: boolean
  daysOfCover: number | null
  suggestedThreshold: number | null
}

/** Stock of one product (line item) of one order: a row per size and gender, or one for all. */
export type InventoryProduct = { key: string; title: string; imageUrl: string | null; imageAlt: string; rows: InventoryRow[] }

export type InventoryGroup = { orderId: number | null; orderName: string; products: InventoryProduct[] }

const SELECT = {
  title: true,
  order: true,
  lineItems: true,
  gender: true,
  size: true,
  quantityAvailable: true,
  lowStockThreshold: true,
  createdAt: true,
} as const

const imageSelect = { url: true, filename: true, sizes: { sm: true } } as const

const POPULATE = {
  orders: { name: true },
  'line-items': { title: true, mockupImage: true, product: true },
  mockups: imageSelect,
  products: { title: true, images: true },
  media: { ...imageSelect, description: true },
  'sizing-options': { label: true, shortLabel: true, order: true },
} as const

/** The mockup of the item's line when there is one, otherwise the product's first photo. */
const pictureOf = (line: LineItem | null, title: string): { src: string | null; alt: string } => {
  const mockup = imageUrl(line?.mockupImage, 'sm')
  if (mockup) return { src: mockup, alt: `Mockup of ${title}` }
  const photo = populated(line?.product)?.images?.[0] ?? null
  return { src: imageUrl(photo, 'sm'), alt: imageAlt(photo, title) }
}

const lowStockView = (available: number, threshold: number | null, shipped: number): LowStockView => ({
  threshold,
  below: isBelowThreshold(available, threshold),
  daysOfCover: daysOfCover(available, shipped),
  suggestedThreshold: suggestedThreshold(shipped),
})

/**
 * Units each item shipped over the usage window, from its ledger. The items were read as the
 * customer, so their own entries are read without a second access check (and without the
 * per-request document cap, which would cut a busy item's history short).
 */
export async function shippedInWindow(payload: Payload, itemIds: number[], now = new Date()): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'inventory-adjustments',
    where: {
      and: [
        { inventoryItem: { in: itemIds } },
        { reason: { in: ['shipment', 'shipment_cancelled', 'shipment_returned'] } },
        { createdAt: { greater_than_equal: usageWindowStart(now).toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { inventoryItem: true, delta: true, reason: true },
  })
  const movements = new Map<number, { delta: number; reason: string }[]>()
  for (const doc of docs) {
    const id = relationId(doc.inventoryItem)!
    const list = movements.get(id) ?? []
    list.push({ delta: doc.delta, reason: doc.reason })
    movements.set(id, list)
  }
  return new Map([...movements].map(([id, list]) => [id, unitsShipped(list)]))
}

type GroupedRow = InventoryRow & { orderId: number | null; orderName: string; lineKey: string; sizeRank: number }

type StockDoc = Pick<InventoryItem, 'id' | 'title' | 'order' | 'lineItems' | 'gender' | 'size' | 'quantityAvailable' | 'lowStockThreshold'>

const toRow = (doc: StockDoc): GroupedRow => {
  const title = doc.title ?? ''
  const line = populated(doc.lineItems?.[0])
  const order = populated(doc.order)
  const size = populated(doc.size)
  const gender = SIZE_GROUPS.find((group) => group === doc.gender) ?? null
  const genderLabel = gender ? SIZE_GROUP_LABELS[gender] : null
  const sizeLabel = size ? (size.label ?? size.shortLabel ?? '') : null
  const orderName = order?.name ?? ''
  const picture = pictureOf(line, title)
  return {
    inventoryItem: doc.id,
    available: Number(doc.quantityAvailable ?? 0),
    title,
    detail: [[genderLabel, sizeLabel].filter(Boolean).join(' '), orderName].filter(Boolean).join(' · ') || null,
    imageUrl: picture.src,
    imageAlt: picture.alt,
    sizeLabel,
    genderLabel,
    orderId: relationId(doc.order),
    orderName,
    lowStock: lowStockView(Number(doc.quantityAvailable ?? 0), doc.lowStockThreshold ?? null, 0),
    lineKey: line ? `line-${line.id}` : `title-${title}`,
    // Men's before women's, each from the smallest size up, as the catalogue orders sizes.
    sizeRank: (gender ? SIZE_GROUPS.indexOf(gender) : 0) * 10_000 + (typeof size?.order === 'number' ? size.order : 0),
  }
}

type StockQuery = { where: Where; limit: number; page?: number }

const findStock = async (payload: Payload, customer: CustomerUser, { where, limit, page }: StockQuery) => {
  const result = await payload.find({
    collection: 'inventory-items',
    where: { and: [inActingCompany(customer), where] },
    sort: ['-createdAt', 'id'],
    limit,
    page,
    depth: 3,
    user: customer,
    overrideAccess: false,
    select: SELECT,
    populate: POPULATE,
  })
  return { ...result, rows: result.docs.map(toRow) }
}

/** Rows grouped by order (newest first), then by product, each product's sizes smallest first. */
const groupRows = (rows: GroupedRow[]): InventoryGroup[] => {
  const groups = new Map<string, InventoryGroup>()
  const ranks = new Map<number, number>()
  for (const { orderId, orderName, lineKey, sizeRank, ...row } of rows) {
    const groupKey = String(orderId ?? 'none')
    const group = groups.get(groupKey) ?? { orderId, orderName: orderName || 'Other stock', products: [] }
    groups.set(groupKey, group)
    let product = group.products.find((candidate) => candidate.key === lineKey)
    if (!product) {
      product = { key: lineKey, title: row.title, imageUrl: row.imageUrl, imageAlt: row.imageAlt, rows: [] }
      group.products.push(product)
    }
    product.rows.push(row)
    ranks.set(row.inventoryItem, sizeRank)
  }
  for (const group of groups.values()) {
    for (const product of group.products) product.rows.sort((a, b) => ranks.get(a.inventoryItem)! - ranks.get(b.inventoryItem)!)
  }
  return [...groups.values()]
}

export type InventoryPage = { groups: InventoryGroup[]; page: number; totalPages: number; totalDocs: number }

/** One page of the customer's available stock matching the filters, grouped for display. */
export const getInventoryPage = (customer: CustomerUser, filters: InventoryFilterValues, page: number): Promise<InventoryPage> =>
  readForCustomer(customer, ['inventory', JSON.stringify(filters), page], () => readInventoryPage(customer, filters, page))

async function readInventoryPage(customer: CustomerUser, filters: InventoryFilterValues, page: number): Promise<InventoryPage> {
  const where: Where[] = [{ status: { equals: 'available' } }]
  if (filters.gender) where.push({ gender: { equals: filters.gender } })
  if (filters.orderId) where.push({ order: { equals: filters.orderId } })
  if (filters.sizeId) where.push({ size: { equals: filters.sizeId } })
  const payload = await payloadClient()
  const result = await findStock(payload, customer, { where: { and: where }, limit: INVENTORY_PER_PAGE, page })
  const shipped = await shippedInWindow(
    payload,
    result.rows.map((row) => row.inventoryItem),
  )
  const rows = result.rows.map((row) => ({
    ...row,
    lowStock: lowStockView(row.available, row.lowStock.threshold, shipped.get(row.inventoryItem) ?? 0),
  }))
  return { groups: groupRows(rows), page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

/**
 * The current stock of items in the browser's selection (`input`, their ids). Items that are not the customer's, or
 * no longer exist, are simply missing from the answer, like items that never existed.
 */
export async function getStockSnapshots({ req, input: ids }: OperationCall<number[], CustomerUser>): Promise<StockSnapshot[]> {
  if (ids.length === 0) return []
  const { rows } = await findStock(req.payload, req.user, { where: { id: { in: ids } }, limit: ids.length })
  return rows.map(({ inventoryItem, available, title, detail, imageUrl }) => ({
    inventoryItem,
    available,
    title,
    detail,
    imageUrl,
  }))
}

export type SizingOptionChoice = { id: number; label: string }

/** The sizing options the size filter offers, in the catalogue's order. */
export async function getSizingOptions(): Promise<SizingOptionChoice[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'sizing-options',
    sort: 'order',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { label: true },
  })
  return docs.map((doc) => ({ id: doc.id, label: doc.label }))
}
