// Postal addresses: one-line display, and checks for Australian delivery addresses.

export type AddressParts = {
  fullName?: string | null
  companyName?: string | null
  address1?: string | null
  address2?: string | null
  suburb?: string | null
  state?: string | null
  postcode?: string | null
  /** ISO 3166-1 alpha-2, e.g. 'AU'. */
  country?: string | null
}

const REGION_NAMES = new Intl.DisplayNames(['en-AU'], { type: 'region' })

export function countryName(code: string): string {
  try {
    return REGION_NAMES.of(code.trim().toUpperCase()) ?? code
  } catch {
    // Intl throws on malformed codes; showing what was stored beats failing the page.
    return code
  }
}

function joinNonEmpty(parts: (string | null | undefined)[], separator: string): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator)
}

export function formatAddress(a: AddressParts): string {
  const locality = joinNonEmpty([a.suburb, a.state, a.postcode], ' ')
  const country = a.country?.trim() ? countryName(a.country) : ''
  return joinNonEmpty([a.address1, a.address2, locality, country], ', ')
}

export function formatAddressWithName(a: AddressParts): string {
  return joinNonEmpty([a.fullName, a.companyName, formatAddress(a)], ', ')
}

export const AUSTRALIAN_STATES = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const

export type AustralianStateCode = (typeof AUSTRALIAN_STATES)[number]['code']

// Australia Post's postcode ranges, inclusive, including PO box and large-user ranges.
const POSTCODE_RANGES: Record<AustralianStateCode, [number, number][]> = {
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  NT: [[800, 999]],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  TAS: [[7000, 7999]],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  WA: [[6000, 6999]],
}

function isStateCode(value: string): value is AustralianStateCode {
  return AUSTRALIAN_STATES.some((s) => s.code === value)
}

export function postcodeInState(postcode: string, state: AustralianStateCode): boolean {
  if (!/^\d{4}$/.test(postcode)) return false
  const n = Number(postcode)
  return POSTCODE_RANGES[state].some(([low, high]) => n >= low && n <= high)
}

// Field name -> plain-words problem; an empty object means the address can be used.
export function validateAustralianAddress(a: AddressParts): Record<string, string> {
  const errors: Record<string, string> = {}
  const state = a.state?.trim() ?? ''
  const postcode = a.postcode?.trim() ?? ''
  if (!a.address1?.trim()) errors.address1 = 'Enter a street address.'
  if (!a.suburb?.trim()) errors.suburb = 'Enter a suburb.'
  if (!state) errors.state = 'Choose a state or territory.'
  else if (!isStateCode(state)) errors.state = `"${state}" is not an Australian state or territory.`
  if (!postcode) errors.postcode = 'Enter a postcode.'
  else if (!/^\d{4}$/.test(postcode)) errors.postcode = 'Postcode must be exactly 4 digits.'
  else if (isStateCode(state) && !postcodeInState(postcode, state)) {
    errors.postcode = `Postcode ${postcode} is not in ${state}.`
  }
  return errors
}
