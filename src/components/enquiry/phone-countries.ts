import { getCountries, getCountryCallingCode } from 'libphonenumber-js'

const names = new Intl.DisplayNames(['en-AU'], { type: 'region' })

/** Countries for the phone field: Australia first, then the rest by name. */
export const phoneCountries = getCountries()
  .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
  .sort((a, b) => (a.code === 'AU' ? -1 : b.code === 'AU' ? 1 : a.name.localeCompare(b.name)))
