import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { isGoodsLine } from '@/domain/set-up-fee'
import { SIZE_GROUPS, type SizeGroup } from '@/domain/sizes'
import { relationId } from '@/platform/relation-id'

type SizeRow = { sizingOption?: unknown; quantity?: number | null }
type LineItemStock = {
  id: number
  title: string
  quantity: number
  hasSizing?: boolean | null
  isSetUpFee?: boolean | null
  sizes?: Partial<Record<SizeGroup, SizeRow[] | null>> | null
}

/** The stock a line item puts in the warehouse: one entry per size and gender, or one for all. */
const stockEntries = (line: LineItemStock) => {
  if (!line.hasSizing) return [{ gender: undefined, size: undefined, quantity: line.quantity }]
  return SIZE_GROUPS.flatMap((gender) =>
    (line.sizes?.[gender] ?? [])
      .filter((row) => (row.quantity ?? 0) > 0)
      .map((row) => ({ gender, size: relationId(row.sizingOption) ?? undefined, quantity: row.quantity! })),
  )
}

type OrderReceived = { id: number; customer: unknown; lineItems?: unknown[] | null }

/** Each line of goods, size and gender of the order becomes an inventory item with a `received` entry. */
const bookReceivedGoods = async (req: PayloadRequest, order: OrderReceived) => {
  const { docs: lines } = await req.payload.find({
    collection: 'line-items',
    where: { id: { in: (order.lineItems ?? []).map((line) => relationId(line)) } },
    pagination: false,
    depth: 0,
    req,
    select: { title: true, quantity: true, hasSizing: true, sizes: true, isSetUpFee: true },
  })
  for (const line of (lines as LineItemStock[]).filter(isGoodsLine)) {
    for (const entry of stockEntries(line)) {
      const item = await req.payload.create({
        collection: 'inventory-items',
        data: {
          title: line.title,
          customer: relationId(order.customer)!,
          order: order.id,
          lineItems: [line.id],
          hasSizing: Boolean(line.hasSizing),
          gender: entry.gender,
          size: entry.size,
        },
        depth: 0,
        req,
      })
      await req.payload.create({
        collection: 'inventory-adjustments',
        data: { inventoryItem: item.id, delta: entry.quantity, reason: 'received' },
        depth: 0,
        req,
      })
    }
  }
}

/**
 * "Goods received" (the order moving to completed, which only staff may do): the goods reach the
 * warehouse as the customer's inventory, in the same transaction as the status change. The stored
 * original is read, not `doc`, which a caller's `select` may have trimmed.
 */
export const receiveGoodsOnCompletion: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  if (operation !== 'update' || status !== 'completed' || previousDoc?.status === 'completed') return doc
  await bookReceivedGoods(req, { id: doc.id, customer: previousDoc.customer, lineItems: previousDoc.lineItems })
  return doc
}
