import { daysOfCover, isBelowThreshold } from '@/domain/low-stock'
import { pagingQuerySchema } from '@/domain/public-api/paging'
import { type InventoryItemView, inventoryListSchema } from '@/domain/public-api/resources'
import { SIZE_GROUPS } from '@/domain/sizes'
import { shippedInWindow } from '@/features/dashboard/inventory'
import type { InventoryItem } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'

import { apiRoute } from '../api-route'
import { companyReads } from './company-reads'
import { listAnswer } from './list-answer'

const SELECT = { title: true, order: true, gender: true, size: true, quantityAvailable: true, lowStockThreshold: true } as const

type StockRow = Pick<InventoryItem, 'id' | keyof typeof SELECT>

const itemView =
  (shipped: Map<number, number>) =>
  (doc: StockRow): InventoryItemView => {
    const available = Number(doc.quantityAvailable ?? 0)
    const size = populated(doc.size)
    return {
      id: doc.id,
      title: doc.title,
      order: relationId(doc.order),
      gender: SIZE_GROUPS.find((group) => group === doc.gender) ?? null,
      size: size ? (size.label ?? size.shortLabel ?? null) : null,
      available,
      lowStockThreshold: doc.lowStockThreshold ?? null,
      belowThreshold: isBelowThreshold(available, doc.lowStockThreshold),
      daysOfCover: daysOfCover(available, shipped.get(doc.id) ?? 0),
    }
  }

const stock = companyReads({
  collection: 'inventory-items',
  select: SELECT,
  populate: { 'sizing-options': { label: true, shortLabel: true } },
  sort: ['-createdAt', 'id'],
  view: (doc) => doc,
})

export const listInventory = apiRoute({
  method: 'get',
  path: '/inventory',
  operationId: 'listInventory',
  summary: 'List inventory',
  description: 'The stock the company holds, newest first, with how long each item lasts at its recent rate of shipping.',
  tag: 'Inventory',
  scope: 'read',
  query: pagingQuerySchema,
  response: inventoryListSchema,
  handle: async (call) => {
    const { result } = await stock.list(call, { status: { equals: 'available' } })
    const shipped = await shippedInWindow(
      call.payload,
      result.docs.map((doc) => doc.id),
    )
    return listAnswer(result, itemView(shipped))
  },
})
