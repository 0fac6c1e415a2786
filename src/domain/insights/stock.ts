// Stock over time and stock that sits, from the inventory ledger: every unit in or out is a row,
// so what was on hand at any past moment is the sum of the rows before it.
import { wholePercentOf } from './whole-percent'

/** Units and their value (at the unit price paid, before GST) together. */
export type StockAmount = { units: number; value: number }

/** What was on hand at the end of each bucket: the opening amount plus every movement up to it. */
export function onHandSeries(opening: StockAmount, movements: readonly StockAmount[]): StockAmount[] {
  let units = opening.units
  let value = opening.value
  return movements.map((movement) => {
    units += movement.units
    value += movement.value
    return { units, value }
  })
}

/** Stock with no shipment for this long is idle: worth shipping, reordering less of, or giving away. */
export const IDLE_DAYS = 90

/** How one order's goods were used: made, sent to people, and still in the warehouse. */
export type OrderUse = { produced: number; shipped: number; inStock: number }

/** The share of what was produced that has reached people, as a whole percentage, or null when nothing was produced yet. */
export const distributedPercent = ({ produced, shipped }: OrderUse): number | null => wholePercentOf(shipped, produced)
