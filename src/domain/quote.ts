// The estimate a buyer sees while building an enquiry, and the first draft of staff's proposal:
// one computation for both, so the number shown and the number the proposal starts from agree.
// Amounts are integer cents (AUD), ex GST unless named otherwise.

import { defaultQuantityFor } from './enquiry-options'
import { gstOn, type PriceBreak, unitPriceFor } from './pricing'

/** More than this of one item is quoted by hand. */
export const MAX_EXACT_QUANTITY = 100_000

// Ranges whose upper end is not known: the estimate is the least it can be.
const OPEN_RANGES = new Set(['250+', 'Not sure'])

export type QuoteDecoration = {
  id: number
  label: string
  /** Per decorated item. */
  unitPrice?: number | null
  /** Once per item line (screens, digitising, engraving files). */
  setupFee?: number | null
}

export type QuoteProduct = {
  id: number
  title: string
  minimumQuantity?: number | null
  priceBreaks?: PriceBreak[] | null
  price?: number | null
  decorations: QuoteDecoration[]
}

export type QuoteItem = {
  product: QuoteProduct
  variantName?: string | null
  decoration?: number | null
  /** The buyer's exact number of this item; absent when the enquiry's range applies. */
  exactQuantity?: number | null
}

export type QuoteLine = {
  title: string
  product: number
  decoration: { id: number; label: string } | null
  quantity: number
  /** Priced at the least the range can mean (an open range, or no exact number and "Not sure"). */
  isFrom: boolean
  /** The buyer asked for fewer than the product's minimum order. */
  raisedToMinimum: boolean
  /** The quantity of the price break reached, or null when the product has none. */
  priceBreak: number | null
  unitPrice: number
  decorationUnitPrice: number
  /** What one item costs: the product at its break plus its decoration. */
  pricePerItem: number
  setupFee: number
  /** quantity × pricePerItem + setupFee. */
  total: number
}

export type Quote = {
  lines: QuoteLine[]
  isFrom: boolean
  subtotal: number
  gst: number
  total: number
}

/** Why an exact quantity cannot be quoted, in plain words; null when it can (or is left empty). */
export function exactQuantityProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const number = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number)) return 'Enter the quantity as a number, such as 150.'
  if (number < 1) return 'The quantity must be at least 1.'
  if (!Number.isInteger(number)) return 'Enter a whole number of items.'
  if (number > MAX_EXACT_QUANTITY) {
    return `For more than ${MAX_EXACT_QUANTITY.toLocaleString('en-AU')} of an item, tell us in the notes and we will quote it for you.`
  }
  return null
}

/** The quantity a line is priced at: the exact number, else the low end of the range; never below the minimum order. */
export function quotedQuantity(
  range: string | null | undefined,
  exactQuantity: number | null | undefined,
  minimumQuantity: number | null | undefined,
): { quantity: number; isFrom: boolean; raisedToMinimum: boolean } {
  const exact = typeof exactQuantity === 'number' && exactQuantityProblem(exactQuantity) === null ? exactQuantity : null
  const requested = exact ?? defaultQuantityFor(range ?? '')
  const minimum = minimumQuantity ?? 1
  return {
    quantity: Math.max(requested, minimum),
    isFrom: exact === null && OPEN_RANGES.has(range || 'Not sure'),
    raisedToMinimum: requested < minimum,
  }
}

function breakReached(priceBreaks: PriceBreak[] | null | undefined, quantity: number): number | null {
  if (!priceBreaks?.length) return null
  const byMinQuantity = [...priceBreaks].sort((a, b) => a.minQuantity - b.minQuantity)
  return (byMinQuantity.filter((b) => b.minQuantity <= quantity).at(-1) ?? byMinQuantity[0]).minQuantity
}

export function quoteLine(range: string | null | undefined, item: QuoteItem): QuoteLine {
  const { product } = item
  const { quantity, isFrom, raisedToMinimum } = quotedQuantity(range, item.exactQuantity, product.minimumQuantity)
  // Only a decoration the product offers is priced; any other id is treated as none.
  const decoration = product.decorations.find((option) => option.id === item.decoration) ?? null
  const unitPrice = unitPriceFor(product.priceBreaks, quantity, product.price)
  const decorationUnitPrice = decoration?.unitPrice ?? 0
  const setupFee = decoration?.setupFee ?? 0
  const pricePerItem = unitPrice + decorationUnitPrice
  return {
    title: item.variantName ? `${product.title} — ${item.variantName}` : product.title,
    product: product.id,
    decoration: decoration ? { id: decoration.id, label: decoration.label } : null,
    quantity,
    isFrom,
    raisedToMinimum,
    priceBreak: breakReached(product.priceBreaks, quantity),
    unitPrice,
    decorationUnitPrice,
    pricePerItem,
    setupFee,
    total: quantity * pricePerItem + setupFee,
  }
}

/** The estimate for an enquiry's items at its quantity range; GST is 10 % of the whole, rounded half up to the cent. */
export function quoteFor(range: string | null | undefined, items: QuoteItem[]): Quote {
  const lines = items.map((item) => quoteLine(range, item))
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0)
  const gst = gstOn(subtotal)
  return { lines, isFrom: lines.some((line) => line.isFrom), subtotal, gst, total: subtotal + gst }
}
