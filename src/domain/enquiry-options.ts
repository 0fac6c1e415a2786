// The choices offered on the enquiry form, shared by the form and the code that reads it.

export const AUDIENCES = ['Customers', 'Team members', 'An event'] as const

export type Audience = (typeof AUDIENCES)[number]

export const QUANTITY_RANGES = ['Not sure', '10 to 25', '25 to 50', '50 to 100', '100 to 250', '250+'] as const

export type QuantityRange = (typeof QUANTITY_RANGES)[number]

export const BUDGETS = ['Not sure', 'Under $50', '$50 to $100', '$100 to $200', '$200+'] as const

export type Budget = (typeof BUDGETS)[number]

export const ENQUIRY_INTENTS = ['wishlist', 'general'] as const

export type EnquiryIntent = (typeof ENQUIRY_INTENTS)[number]

export const PACKING_TYPES = [
  { value: 'individual_items', label: 'Individual Items' },
  { value: 'swag_packs', label: 'Swag Packs' },
] as const

export type PackingType = (typeof PACKING_TYPES)[number]['value']

// A sensible starting quantity for a quote; 50 when the customer is unsure.
const DEFAULT_QUANTITY = 50

export function defaultQuantityFor(range: string): number {
  if (!(QUANTITY_RANGES as readonly string[]).includes(range)) return DEFAULT_QUANTITY
  const lowerBound = /^(\d+)/.exec(range)
  return lowerBound ? Number(lowerBound[1]) : DEFAULT_QUANTITY
}
