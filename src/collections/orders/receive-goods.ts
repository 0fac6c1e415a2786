import type { PayloadRequest } from 'payload'

import { SIZE_GROUPS, type SizeGroup } from '@/domain/sizes'
import { relationId } from '@/lib/relation-id'
import { clientError } from '@/lib/client-error'

type SizeRow = { sizingOption?: unknown; quantity?: number | null }
type LineItemStock = {
  id: number
  title: string
  quantity: number
  hasSizing?: boolean | null
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

/**
 * Goods for an order reached the warehouse: each line item, size and gender becomes an inventory
 * item with a `received` ledger entry, and the order completes. Call with a staff `req`.
 */
export const receiveOrderGoods = async (req: PayloadRequest, orderId: number) => {
  const order = await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, req })
  if (order.status !== 'awaiting_payment') {
    throw clientError('Goods can be received once the order is in production.', 400)
  }
  const { docs: lines } = await req.payload.find({
    collection: 'line-items',
    where: { id: { in: (order.lineItems ?? []).map((line) => relationId(line)) } },
    pagination: false,
    depth: 0,
    req,
    select: { title: true, quantity: true, hasSizing: true, sizes: true },
  })
  const created: number[] = []
  for (const line of lines as LineItemStock[]) {
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
      created.push(item.id)
    }
  }
  req.context = { ...req.context, statusActor: 'staff' }
  await req.payload.update({ collection: 'orders', id: order.id, data: { status: 'completed' }, depth: 0, req })
  return created
}
