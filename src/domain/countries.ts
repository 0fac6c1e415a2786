// Countries a recipient can live in, from libphonenumber-js's maintained list of ISO 3166-1
// codes, named in Australian English; never a hand-written table.
import { getCountries, isSupportedCountry } from 'libphonenumber-js'

export type CountryOption = { code: string; name: string }

const names = new Intl.DisplayNames(['en-AU'], { type: 'region' })

/** Australia first (most shipments stay here), then the rest by name. */
export const COUNTRY_OPTIONS: CountryOption[] = getCountries()
  .map((code) => ({ code: code as string, name: names.of(code) ?? code }))
  .sort((a, b) => (a.code === 'AU' ? -1 : b.code === 'AU' ? 1 : a.name.localeCompare(b.name, 'en-AU')))

const byName = new Map(COUNTRY_OPTIONS.map((country) => [country.name.toLowerCase(), country.code]))

/** The ISO code for a code or an English country name as people type it; null when unknown. */
export function countryCodeFor(input: string | null | undefined): string | null {
  const text = input?.trim() ?? ''
  if (!text) return null
  if (/^[a-z]{2}$/i.test(text) && isSupportedCountry(text.toUpperCase())) return text.toUpperCase()
  return byName.get(text.toLowerCase()) ?? null
}
