// A reorder repeats an earlier order: the same products, variants, decoration and artwork, in
// the size split last ordered, as a new pending project for staff to quote.

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

/** What to reorder, from a request body: `{ order: id }` or `{ inventoryItem: id }`, exactly one. */
export function parseReorderSource(input: unknown): ReorderSource | { error: string } {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0
  const hasOrder = body.order !== undefined
  const hasItem = body.inventoryItem !== undefined
  if (hasOrder === hasItem) return { error: 'Say what to reorder: an order or an inventory item, not both.' }
  if (hasOrder) return isId(body.order) ? { kind: 'order', order: body.order } : { error: 'The order to reorder must be an order number.' }
  return isId(body.inventoryItem)
    ? { kind: 'inventory-item', inventoryItem: body.inventoryItem }
    : { error: 'The inventory item to reorder must be an item number.' }
}
