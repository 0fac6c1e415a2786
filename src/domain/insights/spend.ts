// What a company spent, as the insights page counts it: a project when it became an order (its
// goods and shipping with GST, as its invoice says), and a shipment's postage and handling when it
// was booked. Amounts are AUD cents including GST.
import { gstOn } from '../pricing'
import { splitInProportion } from '../proportional-split'

/** What a project cost once it became an order: goods and shipping, with GST on their sum rounded once. */
export const projectSpend = (goods: number, shipping: number): number => goods + shipping + gstOn(goods + shipping)

/** One bar of a spend chart: what it is, and what was spent on it. */
export type SpendSlice = { key: string; label: string; amount: number }

/** A project's goods in one category (before GST), as the database sums its line items. */
export type CategoryPart = { project: number; category: string; goods: number }

/** A project's shipping and GST as they count toward categories. */
export type ProjectCost = { project: number; shipping: number }

/** The category under which a project's shipping estimate counts. */
export const SHIPPING_CATEGORY = 'Shipping'

/**
 * Spend by category: each project's goods per category, and its shipping as a category of its own,
 * with the project's GST (rounded once on its whole, as its invoice) shared over them in proportion,
 * so the categories add up to the cent to what the projects cost.
 */
export function spendByCategory(parts: readonly CategoryPart[], projects: readonly ProjectCost[]): Map<string, number> {
  const byProject = new Map<number, { category: string; amount: number }[]>()
  for (const part of parts) byProject.set(part.project, [...(byProject.get(part.project) ?? []), { category: part.category, amount: part.goods }])
  const totals = new Map<string, number>()
  const add = (category: string, amount: number) => totals.set(category, (totals.get(category) ?? 0) + amount)
  for (const { project, shipping } of projects) {
    const lines = [...(byProject.get(project) ?? []), ...(shipping > 0 ? [{ category: SHIPPING_CATEGORY, amount: shipping }] : [])]
    const base = lines.reduce((sum, line) => sum + line.amount, 0)
    const gst = splitInProportion(
      gstOn(base),
      lines.map((line) => line.amount),
    )
    lines.forEach((line, index) => add(line.category, line.amount + gst[index]!))
  }
  return totals
}

/** Slices largest first, the rest after `shown` summed as one "Everything else" slice. */
export function largestSlices(slices: readonly SpendSlice[], shown: number): SpendSlice[] {
  const sorted = [...slices].sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label))
  if (sorted.length <= shown + 1) return sorted
  const rest = sorted.slice(shown).reduce((sum, slice) => sum + slice.amount, 0)
  return [...sorted.slice(0, shown), { key: 'everything-else', label: `Everything else (${sorted.length - shown})`, amount: rest }]
}
