// How an estimate reads, the same on the storefront and in the admin.

import { formatCents } from './pricing'
import type { Quote, QuoteLine } from './quote'

/** "from 250" where the range is open, "25 (minimum order)" when the buyer asked for fewer. */
export function quantityWording(line: Pick<QuoteLine, 'quantity' | 'isFrom' | 'raisedToMinimum'>): string {
  const quantity = line.quantity.toLocaleString('en-AU')
  if (line.raisedToMinimum) return `${quantity} (minimum order)`
  return line.isFrom ? `from ${quantity}` : quantity
}

/** The price break reached, as "100+ price", or null when the product has a single price. */
export function priceBreakWording(line: Pick<QuoteLine, 'priceBreak'>): string | null {
  return line.priceBreak === null ? null : `${line.priceBreak.toLocaleString('en-AU')}+ price`
}

/** An amount that grows with the quantity of an open range reads "From $X". */
export function amountWording(cents: number, isFrom: boolean): string {
  return isFrom ? `From ${formatCents(cents)}` : formatCents(cents)
}

/** The per-item price of a line and what it is made of: "$12.40 ($10.60 + $1.80 Screen print)". */
export function pricePerItemWording(line: Pick<QuoteLine, 'pricePerItem' | 'unitPrice' | 'decorationUnitPrice' | 'decoration'>): string {
  if (!line.decoration || line.decorationUnitPrice === 0) return formatCents(line.pricePerItem)
  return `${formatCents(line.pricePerItem)} (${formatCents(line.unitPrice)} + ${formatCents(line.decorationUnitPrice)} ${line.decoration.label})`
}

/** Whether a stored value is an estimate this code wrote (the admin reads it from a JSON field). */
export function isQuote(value: unknown): value is Quote {
  if (typeof value !== 'object' || value === null) return false
  const quote = value as Partial<Quote>
  return Array.isArray(quote.lines) && typeof quote.subtotal === 'number' && typeof quote.gst === 'number' && typeof quote.total === 'number'
}
