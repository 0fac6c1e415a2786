// A reorder repeats an earlier order: the same products, variants, decoration and artwork, in
// the size split last ordered, as a new pending project for staff to quote.

import { z } from 'zod'

export type SizeRow = { sizingOption: number; quantity: number }

/** A line item of the earlier order, as read (relations as ids). */
export type OrderedLine = {
  id: number
  title: string
  position?: number | null
  product?: number | null
  variant?: number | null
  customDesignOptions?: number[] | null
  mockupImage?: number | null
  hasSizing?: boolean | null
  isPackaging?: boolean | null
  quantity: number
  sizes?: { mens?: SizeRow[] | null; womens?: SizeRow[] | null } | null
}

/** A line item of the new project; the price is left for the current price breaks (and staff). */
export type ReorderLine = Omit<OrderedLine, 'id' | 'sizes'> & { sizes?: { mens: SizeRow[]; womens: SizeRow[] } }

const sizeSplit = (rows: SizeRow[] | null | undefined): SizeRow[] =>
  (rows ?? []).filter((row) => row.quantity > 0).map(({ sizingOption, quantity }) => ({ sizingOption, quantity }))

/**
 * The new project's lines, in the order's order. A sized line keeps the split of its last order,
 * and its quantity is that split's total, so the two always agree.
 */
export function reorderLines(lines: OrderedLine[]): ReorderLine[] {
  return [...lines]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id)
    .map((line, index) => {
      const base: ReorderLine = {
        title: line.title,
        position: index,
        product: line.product ?? null,
        variant: line.variant ?? null,
        customDesignOptions: line.customDesignOptions ?? [],
        mockupImage: line.mockupImage ?? null,
        hasSizing: Boolean(line.hasSizing),
        isPackaging: Boolean(line.isPackaging),
        quantity: line.quantity,
      }
      if (!line.hasSizing) return base
      const sizes = { mens: sizeSplit(line.sizes?.mens), womens: sizeSplit(line.sizes?.womens) }
      const total = [...sizes.mens, ...sizes.womens].reduce((sum, row) => sum + row.quantity, 0)
      return { ...base, sizes, quantity: total > 0 ? total : line.quantity }
    })
}

const MAX_NAME = 200

/** "Reorder: <order name>", within the project name's limit. */
export function reorderName(orderName: string): string {
  const name = `Reorder: ${orderName.trim() || 'earlier order'}`
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name
}

export type ReorderSource = { kind: 'order'; order: number } | { kind: 'inventory-item'; inventoryItem: number }

const sourceId = (message: string) => z.number(message).int(message).positive(message)

/** What to reorder, as a request body names it: `{ order: id }` or `{ inventoryItem: id }`, exactly one. */
export const reorderSourceSchema = z
  .object({
    order: sourceId('The order to reorder must be an order number.').optional().meta({ description: 'An order of the company’s, to repeat whole.' }),
    inventoryItem: sourceId('The inventory item to reorder must be an item number.')
      .optional()
      .meta({ description: 'An item of the company’s stock, to repeat the order line it came from.' }),
  })
  .refine(
    (body) => (body.order === undefined) !== (body.inventoryItem === undefined),
    'Say what to reorder: an order or an inventory item, not both.',
  )
  .meta({ id: 'Reorder' })

/** What to reorder, from a request body (see reorderSourceSchema), or the first problem with it. */
export function parseReorderSource(input: unknown): ReorderSource | { error: string } {
  const parsed = reorderSourceSchema.safeParse(input && typeof input === 'object' ? input : {})
  if (!parsed.success) return { error: parsed.error.issues[0]!.message }
  const { order, inventoryItem } = parsed.data
  return order !== undefined ? { kind: 'order', order } : { kind: 'inventory-item', inventoryItem: inventoryItem! }
}
