// Prices, totals and GST. Every amount is integer cents (AUD) so totals never drift.

export type PriceBreak = { minQuantity: number; pricePerUnit: number }

export type PricedLine = { quantity: number; pricePerUnit: number }

export type PaymentMethod = 'card' | 'invoice'

export const GST_RATE_PERCENT = 10

// The price of the deepest break the quantity reaches. Below every break the
// smallest one still applies, so a quote is never free by accident.
export function unitPriceFor(priceBreaks: PriceBreak[] | null | undefined, quantity: number, fallbackPrice?: number | null): number {
  if (!priceBreaks?.length) return fallbackPrice ?? 0
  const byMinQuantity = [...priceBreaks].sort((a, b) => a.minQuantity - b.minQuantity)
  const reached = byMinQuantity.filter((b) => b.minQuantity <= quantity)
  return (reached.at(-1) ?? byMinQuantity[0]).pricePerUnit
}

// The "from $X" price on a product card: the best any break offers.
export function lowestUnitPrice(priceBreaks: PriceBreak[] | null | undefined, fallbackPrice?: number | null): number {
  if (!priceBreaks?.length) return fallbackPrice ?? 0
  return Math.min(...priceBreaks.map((b) => b.pricePerUnit))
}

/** The "from $X" of a product: its best price break, or its stored list price (kept equal to it). */
export const fromPrice = (product: { price?: number | null; priceBreaks?: PriceBreak[] | null }): number | null =>
  product.priceBreaks?.length ? lowestUnitPrice(product.priceBreaks, product.price) : typeof product.price === 'number' ? product.price : null

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number, got ${value}.`)
  }
}

export function lineTotal({ quantity, pricePerUnit }: PricedLine): number {
  assertCents(quantity, 'Quantity')
  assertCents(pricePerUnit, 'Price per unit')
  return quantity * pricePerUnit
}

export function subtotal(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0)
}

// amount × basisPoints / 10000, rounded half up, in integers only.
function percentOfHalfUp(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5000) / 10000)
}

export function gstOn(amountCents: number): number {
  assertCents(amountCents, 'Amount')
  return percentOfHalfUp(amountCents, GST_RATE_PERCENT * 100)
}

// Basis points keep a fee such as 1.5% exact; 1.5 * amount / 100 in floats is not.
export function cardSurcharge(amountIncGstCents: number, feePercent: number): number {
  assertCents(amountIncGstCents, 'Amount')
  if (!Number.isFinite(feePercent) || feePercent < 0) {
    throw new RangeError(`Card fee must be a non-negative percentage, got ${feePercent}.`)
  }
  return percentOfHalfUp(amountIncGstCents, Math.round(feePercent * 100))
}

export type PriceSummary = {
  subtotal: number
  shipping: number
  gst: number
  totalIncGst: number
  cardSurcharge: number
  total: number
}

export function priceSummary({
  lines,
  shippingEstimate = 0,
  paymentMethod,
  cardFeePercent = 0,
}: {
  lines: PricedLine[]
  shippingEstimate?: number
  paymentMethod?: PaymentMethod
  cardFeePercent?: number
}): PriceSummary {
  assertCents(shippingEstimate, 'Shipping')
  const goods = subtotal(lines)
  const gst = gstOn(goods + shippingEstimate)
  const totalIncGst = goods + shippingEstimate + gst
  // The surcharge is charged on the GST-inclusive amount the card actually pays.
  const surcharge = paymentMethod === 'card' ? cardSurcharge(totalIncGst, cardFeePercent) : 0
  return {
    subtotal: goods,
    shipping: shippingEstimate,
    gst,
    totalIncGst,
    cardSurcharge: surcharge,
    total: totalIncGst + surcharge,
  }
}

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
const AUD_WHOLE = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export function formatCents(cents: number): string {
  return AUD.format(cents / 100)
}

export function formatCentsShort(cents: number): string {
  return cents % 100 === 0 ? AUD_WHOLE.format(cents / 100) : formatCents(cents)
}

// Plain digits, or digits grouped in thousands with commas; up to two decimals.
const DOLLARS = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/

// Reads a price typed by staff. Anything ambiguous (negative, sub-cent) is rejected, not rounded.
export function parseDollarsToCents(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null
    const cents = Math.round(input * 100)
    // Tolerates float noise such as 0.1 + 0.2, but not a third decimal place.
    if (Math.abs(cents - input * 100) > 1e-6) return null
    return Number.isSafeInteger(cents) ? cents : null
  }
  const match = DOLLARS.exec(input.trim().replace(/^\$\s*/, ''))
  if (!match) return null
  const [, dollars, fraction = ''] = match
  const cents = Number(dollars.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}
