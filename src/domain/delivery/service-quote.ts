// Rate shopping: which carrier service a parcel is sent with, given what each carrier quoted.
import type { Carrier } from './carriers'

/** One service a carrier offers for a parcel: its price to us and the day it should arrive. */
export type ServiceQuote = {
  carrier: Carrier
  /** The carrier's code for the service, sent back when buying its label. */
  service: string
  /** The service as staff and customers see it named, e.g. "Parcel Post" or "Express". */
  serviceName: string
  /** What the carrier charges, cents AUD including GST. */
  priceCents: number
  /** The carrier's estimate, a calendar day (YYYY-MM-DD); null when it gives none. */
  estimatedDelivery: string | null
}

/** A quote ranked for a parcel: whether it arrives by the day the goods are wanted in hand. */
export type RankedQuote = ServiceQuote & { onTime: boolean }

const byPrice = (a: ServiceQuote, b: ServiceQuote) =>
  a.priceCents - b.priceCents || (a.estimatedDelivery ?? '9').localeCompare(b.estimatedDelivery ?? '9')
const byArrival = (a: ServiceQuote, b: ServiceQuote) =>
  (a.estimatedDelivery ?? '9').localeCompare(b.estimatedDelivery ?? '9') || a.priceCents - b.priceCents

/**
 * The quotes in the order their labels are tried: first the services whose estimate meets the
 * in-hands day (all of them when there is no such day), cheapest first; then the late ones,
 * soonest first, so a parcel that cannot make the day arrives as close to it as it can. A quote
 * without an estimate is never on time for a day that is set.
 */
export function rankQuotes(quotes: readonly ServiceQuote[], inHandsBy: string | null): RankedQuote[] {
  const meets = (quote: ServiceQuote) => !inHandsBy || (quote.estimatedDelivery !== null && quote.estimatedDelivery <= inHandsBy)
  const onTime = quotes.filter(meets).sort(byPrice)
  const late = quotes.filter((quote) => !meets(quote)).sort(byArrival)
  return [...onTime.map((quote) => ({ ...quote, onTime: true })), ...late.map((quote) => ({ ...quote, onTime: false }))]
}

/** The services to try for a label: the one staff chose first, then the rest in rank order. */
export function purchaseOrder(ranked: readonly RankedQuote[], chosen?: { carrier: string; service: string } | null): RankedQuote[] {
  const isChosen = (quote: RankedQuote) => quote.carrier === chosen?.carrier && quote.service === chosen.service
  const first = ranked.filter(isChosen)
  return [...first, ...ranked.filter((quote) => !isChosen(quote))]
}
