/**
 * A delivery service a carrier's local stand-in offers, as a test or a demo sets it: the carrier's
 * code for it, its name, its price (cents AUD including GST) and its business days in transit.
 */
export type StandInService = { code: string; name: string; priceCents: number; businessDays: number }
