// The enquiry as the browser stored it, read back on load.
import { BUDGETS, ENQUIRY_INTENTS, QUANTITY_RANGES } from './enquiry-options'
import { createLocalEnquiry, type EnquiryAction, type EnquiryItem, type EnquiryState, isEnquiryId, type LocalEnquiry } from './enquiry-model'
import { isPlainRecord } from './plain-record'

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isEnquiryItem(value: unknown): value is EnquiryItem {
  if (!isPlainRecord(value) || typeof value.id !== 'string' || !isPlainRecord(value.product)) return false
  const { product, variant } = value
  const isProduct =
    typeof product.id === 'number' &&
    typeof product.title === 'string' &&
    typeof product.slug === 'string' &&
    (product.imageUrl == null || typeof product.imageUrl === 'string')
  const isVariant =
    variant === null ||
    (isPlainRecord(variant) && typeof variant.id === 'number' && typeof variant.name === 'string' && typeof variant.colour === 'string')
  const isChoice = (choice: unknown) => choice == null || (typeof choice === 'number' && Number.isSafeInteger(choice) && choice > 0)
  return isProduct && isVariant && isChoice(value.decoration) && isChoice(value.quantity)
}

function optionOr<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

// Storage outlives releases and can be edited by hand, so each field is checked on its own and a
// bad one falls back rather than losing the rest of the enquiry.
function restoredLocalEnquiry(value: unknown, fallbackName: string): LocalEnquiry | null {
  if (!isPlainRecord(value) || value.status !== 'local' || !Array.isArray(value.items)) return null
  const fresh = createLocalEnquiry(fallbackName)
  return {
    status: 'local',
    name: isNonEmptyString(value.name) ? value.name : fresh.name,
    type: optionOr(ENQUIRY_INTENTS, value.type, fresh.type),
    quantity: optionOr(QUANTITY_RANGES, value.quantity, fresh.quantity),
    budget: optionOr(BUDGETS, value.budget, fresh.budget),
    items: value.items.filter(isEnquiryItem),
  }
}

export function hydrated(state: EnquiryState, persisted: Extract<EnquiryAction, { type: 'hydrated' }>['persisted']): EnquiryState {
  const defaultEnquiryName = isNonEmptyString(persisted.defaultEnquiryName) ? persisted.defaultEnquiryName : state.defaultEnquiryName
  return {
    ...state,
    defaultEnquiryName,
    localEnquiry: restoredLocalEnquiry(persisted.localEnquiry, defaultEnquiryName) ?? state.localEnquiry,
    enquiryId: isEnquiryId(persisted.enquiryId) ? persisted.enquiryId : state.enquiryId,
  }
}
