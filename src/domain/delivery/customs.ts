// What a parcel leaving Australia declares to the destination's customs: per line, what it is
// (HS code), where it was made and what it is worth, from the products the lines were made from.

import { DEFAULT_UNIT_WEIGHT_GRAMS } from './parcel'

/** Where the warehouse ships from: anything else is international. */
export const HOME_COUNTRY = 'AU'

export const isInternational = (country: string | null | undefined): boolean => (country || HOME_COUNTRY).toUpperCase() !== HOME_COUNTRY

/**
 * What customs rules look at besides the HS code: the kind of goods. `battery` is a power bank or
 * anything with a loose lithium cell, which carriers do not fly overseas.
 */
export const CUSTOMS_CATEGORIES = ['general', 'apparel', 'drinkware', 'bags', 'stationery', 'tech', 'battery', 'food', 'cosmetics'] as const
export type CustomsCategory = (typeof CUSTOMS_CATEGORIES)[number]

export const CUSTOMS_CATEGORY_LABELS: Record<CustomsCategory, string> = {
  general: 'General merchandise',
  apparel: 'Clothing and textiles',
  drinkware: 'Drinkware',
  bags: 'Bags',
  stationery: 'Stationery and printed matter',
  tech: 'Electronics without loose batteries',
  battery: 'Power banks and lithium batteries',
  food: 'Food and drink',
  cosmetics: 'Cosmetics and toiletries',
}

/** A product's customs facts, as staff keep them on the product. */
export type CustomsFacts = {
  hsCode?: string | null
  originCountry?: string | null
  /** AUD cents for one unit. */
  declaredValue?: number | null
  category?: string | null
}

/** One line of the declaration: one kind of goods in the parcel. */
export type CustomsLine = {
  description: string
  /** Six to ten digits, no dots. */
  hsCode: string
  /** ISO 3166-1 alpha-2. */
  originCountry: string
  quantity: number
  /** AUD cents for one unit. */
  unitValueCents: number
  unitWeightGrams: number
  category: CustomsCategory
}

/** Who pays the destination's duties and taxes: prepaid by the sender (DDP) or left to the recipient (DAP). */
export type DutyTerms = 'DDP' | 'DAP'

export const DUTY_TERMS_LABELS: Record<DutyTerms, string> = {
  DDP: 'Duties prepaid by us (DDP)',
  DAP: 'Duties paid by the recipient (DAP)',
}

/** The IDs a destination may ask of the recipient before it lets a parcel in. */
export const RECIPIENT_ID_KINDS = ['cpf', 'kyc'] as const
export type RecipientIdKind = (typeof RECIPIENT_ID_KINDS)[number]

/** The declaration a carrier is sent with an international label. */
export type CustomsDeclaration = {
  /** ISO 3166-1 alpha-2 of the destination. */
  destination: string
  lines: CustomsLine[]
  dutyTerms: DutyTerms
  /** AUD cents the duties and taxes are estimated at; 0 under the destination's threshold. */
  estimatedDutiesCents: number
  /** The recipient's IDs the destination asks for, as they gave them. */
  recipientIds: Partial<Record<RecipientIdKind, string>>
}

/** An HS code as people type it ("6109.10.00") reduced to its digits; null when it is not one. */
export function normaliseHsCode(input: string | null | undefined): string | null {
  const digits = (input ?? '').replace(/[\s.]/g, '')
  return /^\d{6,10}$/.test(digits) ? digits : null
}

export const declaredTotalCents = (lines: readonly Pick<CustomsLine, 'quantity' | 'unitValueCents'>[]): number =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitValueCents, 0)

/** A shipment line with the product facts it was made from (null when it came from no product). */
export type DeclarableLine = { title: string; quantity: number; unitWeightGrams?: number | null; facts: CustomsFacts | null }

/**
 * The declaration's lines for a shipment's lines, and the titles of those whose product lacks an
 * HS code, a country of origin or a value: staff add those on the product before the parcel can go.
 */
export function customsLinesFor(lines: readonly DeclarableLine[]): { lines: CustomsLine[]; incomplete: string[] } {
  const declared: CustomsLine[] = []
  const incomplete: string[] = []
  for (const line of lines) {
    const hsCode = normaliseHsCode(line.facts?.hsCode)
    const originCountry = line.facts?.originCountry?.trim().toUpperCase() ?? ''
    const unitValueCents = line.facts?.declaredValue ?? 0
    if (!hsCode || !/^[A-Z]{2}$/.test(originCountry) || unitValueCents <= 0) {
      incomplete.push(line.title)
      continue
    }
    const category = (CUSTOMS_CATEGORIES as readonly string[]).includes(line.facts?.category ?? '')
      ? (line.facts!.category as CustomsCategory)
      : 'general'
    declared.push({
      description: line.title,
      hsCode,
      originCountry,
      quantity: line.quantity,
      unitValueCents,
      unitWeightGrams: line.unitWeightGrams || DEFAULT_UNIT_WEIGHT_GRAMS,
      category,
    })
  }
  return { lines: declared, incomplete }
}
