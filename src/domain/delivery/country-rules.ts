// Per-country rules for parcels leaving Australia, kept as data: what may not be sent, which IDs
// the recipient must give, and who pays duties above what threshold. Staff review the table
// against the carriers' current schedules; the code only reads it.

import { countryName } from '../address'
import { CUSTOMS_CATEGORY_LABELS, declaredTotalCents, type CustomsCategory, type CustomsLine, type DutyTerms, type RecipientIdKind } from './customs'
import { RECIPIENT_ID_RULES } from './recipient-ids'

export type CountryRule = {
  /** Kinds of goods the destination (or carriers flying there) turns back, and why. */
  prohibited: Partial<Record<CustomsCategory, string>>
  /** IDs the recipient must give before the parcel is booked. */
  requiredIds: RecipientIdKind[]
  dutyTerms: DutyTerms
  /** Duties and taxes as a share of the declared value. */
  dutyRate: number
  /** Declared value (AUD cents) up to which nothing is charged. */
  dutyFreeUpToCents: number
}

/** Carriers do not fly loose lithium cells overseas, wherever the parcel goes. */
const EVERYWHERE: Partial<Record<CustomsCategory, string>> = {
  battery: 'carriers do not fly power banks or loose lithium batteries overseas',
}

/** A destination without its own row: the recipient pays whatever is due. */
const DEFAULT_RULE: CountryRule = { prohibited: {}, requiredIds: [], dutyTerms: 'DAP', dutyRate: 0.1, dutyFreeUpToCents: 0 }

export const COUNTRY_RULES: Record<string, Partial<CountryRule>> = {
  BR: {
    requiredIds: ['cpf'],
    prohibited: { cosmetics: 'Brazil’s health agency (ANVISA) must clear cosmetics before import' },
    dutyRate: 0.6,
    dutyFreeUpToCents: 0,
  },
  IN: {
    requiredIds: ['kyc'],
    prohibited: { food: 'India requires an import licence for food' },
    dutyRate: 0.4,
  },
  US: { dutyTerms: 'DDP', dutyRate: 0.1, dutyFreeUpToCents: 0 },
  GB: { dutyTerms: 'DDP', dutyRate: 0.2, dutyFreeUpToCents: 0 },
  NZ: { dutyTerms: 'DDP', dutyRate: 0.15, dutyFreeUpToCents: 90_000 },
  CA: { dutyRate: 0.13, dutyFreeUpToCents: 15_000 },
  SG: { dutyTerms: 'DDP', dutyRate: 0.09, dutyFreeUpToCents: 0 },
}

export function countryRule(country: string): CountryRule {
  const own = COUNTRY_RULES[country.toUpperCase()] ?? {}
  return { ...DEFAULT_RULE, ...own, prohibited: { ...EVERYWHERE, ...own.prohibited } }
}

/** Duties on a declared value: nothing up to the threshold, else the rate on the whole value, rounded to the cent. */
export function dutiesFor(country: string, lines: readonly Pick<CustomsLine, 'quantity' | 'unitValueCents'>[]) {
  const rule = countryRule(country)
  const declared = declaredTotalCents(lines)
  const estimatedDutiesCents = declared <= rule.dutyFreeUpToCents ? 0 : Math.round(declared * rule.dutyRate)
  return { dutyTerms: rule.dutyTerms, estimatedDutiesCents }
}

export type CustomsCheck = {
  /** Why the parcel cannot go at all, one sentence per kind of goods. */
  refusals: string[]
  /** IDs the recipient has yet to give. */
  missingIds: RecipientIdKind[]
}

/** What stands between a parcel and its booking: goods the destination refuses, IDs not yet given. */
export function checkCustoms(
  country: string,
  lines: readonly Pick<CustomsLine, 'category' | 'description'>[],
  ids: Partial<Record<RecipientIdKind, string | null>>,
): CustomsCheck {
  const rule = countryRule(country)
  const refusals = [...new Set(lines.map((line) => line.category))].flatMap((category) => {
    const reason = rule.prohibited[category]
    if (!reason) return []
    const goods = lines.filter((line) => line.category === category).map((line) => line.description)
    return [`${goods.join(', ')} cannot go to ${countryName(country)}: ${reason} (${CUSTOMS_CATEGORY_LABELS[category].toLowerCase()}).`]
  })
  const missingIds = rule.requiredIds.filter((kind) => !ids[kind] || !RECIPIENT_ID_RULES[kind].normalise(ids[kind]!))
  return { refusals, missingIds }
}
