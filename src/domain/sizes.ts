// Garment size breakdowns: how a line's quantity splits across sizes.

export const SIZE_GROUPS = ['mens', 'womens'] as const

export type SizeGroup = (typeof SIZE_GROUPS)[number]

/** A size staff set up (sizing-options), as a size grid offers it. */
export type SizeOption = { id: number; label: string; shortLabel: string }

export const SIZE_GROUP_LABELS: Record<SizeGroup, string> = {
  mens: 'Men’s / Unisex',
  womens: 'Women’s',
}

export type SizeQuantity = { sizingOption: string | number; quantity: number }

export type SizeBreakdown = { [G in SizeGroup]?: SizeQuantity[] | null }

function entries(sizes: SizeBreakdown | null | undefined): SizeQuantity[] {
  return SIZE_GROUPS.flatMap((group) => sizes?.[group] ?? [])
}

export function sizedQuantity(sizes: SizeBreakdown | null | undefined): number {
  return entries(sizes).reduce((sum, size) => sum + size.quantity, 0)
}

export function sizesRemaining(quantity: number, sizes: SizeBreakdown | null | undefined): number {
  return quantity - sizedQuantity(sizes)
}

function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0
}

// Null when every unit has exactly one size; otherwise what to fix, in plain words.
export function validateSizeBreakdown(lineTitle: string, quantity: number, sizes: SizeBreakdown | null | undefined): string | null {
  if (!isCount(quantity)) return `Quantity for "${lineTitle}" must be a whole number of 0 or more.`
  if (!entries(sizes).every((size) => isCount(size.quantity))) {
    return `Size quantities for "${lineTitle}" must be whole numbers of 0 or more.`
  }
  const sized = sizedQuantity(sizes)
  if (sized === quantity) return null
  const gap = sized < quantity ? `${quantity - sized} still to assign` : `${sized - quantity} too many`
  return `Sizes for "${lineTitle}" add up to ${sized} of ${quantity} — ${gap}.`
}

export type SizeTotal = { group: SizeGroup; sizingOption: string | number; quantity: number }

// Totals per size across a whole order, e.g. for the supplier's production sheet.
export function aggregateSizes(lineItems: { hasSizing?: boolean | null; sizes?: SizeBreakdown | null }[]): SizeTotal[] {
  // Keyed by text so an option id stored as 7 in one line and "7" in another still merges.
  const totals = new Map<string, SizeTotal>()
  for (const item of lineItems) {
    if (!item.hasSizing) continue
    for (const group of SIZE_GROUPS) {
      for (const { sizingOption, quantity } of item.sizes?.[group] ?? []) {
        const key = `${group}\u0000${String(sizingOption)}`
        const total = totals.get(key) ?? { group, sizingOption, quantity: 0 }
        total.quantity += quantity
        totals.set(key, total)
      }
    }
  }
  return [...totals.values()].filter((total) => total.quantity !== 0)
}
