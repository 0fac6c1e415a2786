// Phone numbers as customers type them, checked and shown in one international format.
// The `max` metadata checks the digits themselves, not just the length, so typos are caught.
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'

function supportedCountry(countryCode: string | null | undefined): CountryCode | undefined {
  const code = countryCode?.trim().toUpperCase()
  return code && isSupportedCountry(code) ? code : undefined
}

// The country is the default for national numbers; a number typed with "+" carries its own.
function validNumber(countryCode: string | null | undefined, number: string | null | undefined): PhoneNumber | undefined {
  if (!number?.trim()) return undefined
  const parsed = parsePhoneNumberFromString(number, supportedCountry(countryCode))
  return parsed?.isValid() ? parsed : undefined
}

export function formatPhone(countryCode: string | null | undefined, number: string | null | undefined): string | null {
  return validNumber(countryCode, number)?.formatInternational() ?? null
}

export function isValidPhone(countryCode: string | null | undefined, number: string | null | undefined): boolean {
  return validNumber(countryCode, number) !== undefined
}

export function callingCodeFor(countryCode: string | null | undefined): string | null {
  const country = supportedCountry(countryCode)
  return country ? getCountryCallingCode(country) : null
}
