// A size curve: how the sizes recipients chose spread per item, and that spread applied to an
// item's ordered quantity so every unit has exactly one size (validateSizeBreakdown holds).
import { SIZE_GROUPS, type SizeGroup } from './sizes'

export type SizeChoice = { lineItem: number; group: SizeGroup; sizingOption: number }

export type CurveCount = { group: SizeGroup; sizingOption: number; count: number }

export type CurveLine = { lineItem: number; responses: number; counts: CurveCount[] }

/** A size breakdown as the line items store it (a SizeBreakdown of sizing option ids). */
export type CurveBreakdown = Record<SizeGroup, { sizingOption: number; quantity: number }[]>

/** Counts per size per item across all responses, each item's sizes in first-chosen order. */
export function sizeCurve(responses: SizeChoice[][]): CurveLine[] {
  const lines = new Map<number, Map<string, CurveCount>>()
  for (const choices of responses) {
    for (const { lineItem, group, sizingOption } of choices) {
      const counts = lines.get(lineItem) ?? new Map<string, CurveCount>()
      const key = `${group}:${sizingOption}`
      const count = counts.get(key) ?? { group, sizingOption, count: 0 }
      count.count += 1
      counts.set(key, count)
      lines.set(lineItem, counts)
    }
  }
  return [...lines].map(([lineItem, counts]) => {
    const list = [...counts.values()]
    return { lineItem, responses: list.reduce((sum, entry) => sum + entry.count, 0), counts: list }
  })
}

/**
 * The curve scaled to `quantity` units by largest remainder: each size gets its share, rounded
 * down, and the units left over go to the sizes with the largest fractions (ties to the most
 * chosen, then the first chosen). The result always adds up to `quantity`.
 */
export function applyCurve(counts: CurveCount[], quantity: number): CurveBreakdown {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0)
  const breakdown = Object.fromEntries(SIZE_GROUPS.map((group) => [group, []])) as unknown as CurveBreakdown
  if (total === 0 || quantity <= 0) return breakdown
  const shares = counts.map((entry, index) => {
    const exact = (entry.count * quantity) / total
    return { entry, index, units: Math.floor(exact), fraction: exact - Math.floor(exact) }
  })
  let left = quantity - shares.reduce((sum, share) => sum + share.units, 0)
  const byRemainder = [...shares].sort((a, b) => b.fraction - a.fraction || b.entry.count - a.entry.count || a.index - b.index)
  for (const share of byRemainder) {
    if (left === 0) break
    share.units += 1
    left -= 1
  }
  for (const { entry, units } of shares) {
    if (units > 0) breakdown[entry.group].push({ sizingOption: entry.sizingOption, quantity: units })
  }
  return breakdown
}
