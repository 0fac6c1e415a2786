// Gross margin: what the goods brought before GST less what they cost the supplier, counted only
// over the lines whose cost staff recorded, so an unknown cost never reads as a free one.
import { wholePercentOf } from './whole-percent'

/** Goods revenue with a known cost, that cost, the margin between them and its share of the revenue (null with no revenue). */
export type Margin = { revenue: number; cost: number; margin: number; percent: number | null }

export const marginOf = (revenue: number, cost: number): Margin => {
  const margin = revenue - cost
  return { revenue, cost, margin, percent: revenue > 0 ? Math.round((margin * 100) / revenue) : null }
}

/** How much of the goods revenue has a cost recorded, as a whole percentage (null with no goods revenue). */
export const costCoverage = (costedRevenue: number, goodsRevenue: number): number | null => wholePercentOf(costedRevenue, goodsRevenue)
