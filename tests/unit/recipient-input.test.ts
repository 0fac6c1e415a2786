import { describe, expect, it } from 'vitest'

import { COUNTRY_OPTIONS, countryCodeFor } from '@/domain/countries'
import { recipientFieldErrors, recipientInputSchema } from '@/domain/recipient-input'

const errorsOf = (input: Record<string, unknown>) => {
  const result = recipientInputSchema.safeParse(input)
  return result.success ? {} : recipientFieldErrors(result.error)
}

const sydney = { fullName: 'Olivia Brown', address1: '8 Harris Street', suburb: 'Pyrmont', state: 'NSW', postcode: '2009' }

describe('recipientInputSchema', () => {
  it('accepts an Australian address, trims it, defaults the country and formats the phone', () => {
    const result = recipientInputSchema.parse({
      ...sydney,
      fullName: '  Olivia Brown ',
      email: ' Olivia@Example.COM ',
      phone: '0412 345 678',
      companyName: '',
    })
    expect(result).toMatchObject({ ...sydney, country: 'AU', email: 'olivia@example.com', phone: '+61 412 345 678' })
    expect(result.companyName).toBeUndefined()
  })

  it('reads a state by its name or in lower case', () => {
    expect(recipientInputSchema.parse({ ...sydney, state: 'new south wales' }).state).toBe('NSW')
    expect(recipientInputSchema.parse({ ...sydney, state: 'nsw' }).state).toBe('NSW')
  })

  it('reports every problem at once, field by field', () => {
    expect(errorsOf({ fullName: ' ', state: 'NSW', postcode: '9999', email: 'nope@' })).toEqual({
      fullName: 'Enter the recipient’s full name.',
      email: 'Enter a valid email address, or leave it blank.',
      address1: 'Enter a street address.',
      suburb: 'Enter a suburb.',
      postcode: 'Postcode 9999 is not in NSW.',
    })
  })

  it('checks Australian states and postcodes', () => {
    expect(errorsOf({ ...sydney, state: 'Queensland', postcode: '2009' })).toEqual({ postcode: 'Postcode 2009 is not in QLD.' })
    expect(errorsOf({ ...sydney, state: 'Gondwana' })).toEqual({ state: '"Gondwana" is not an Australian state or territory.' })
    expect(errorsOf({ ...sydney, postcode: '200' })).toEqual({ postcode: 'Postcode must be exactly 4 digits.' })
  })

  it('accepts other countries by code or name, with their own phone rules and no state or postcode needed', () => {
    const result = recipientInputSchema.parse({
      fullName: 'Aroha Ngata',
      address1: '12 Queen Street',
      suburb: 'Auckland',
      country: 'New Zealand',
      phone: '021 123 4567',
    })
    expect(result).toMatchObject({ country: 'NZ', phone: '+64 21 123 4567' })
    expect(errorsOf({ fullName: 'A', address1: '1 Main St', suburb: 'Auckland', country: 'nz', phone: '0412 345 678' })).toEqual({
      phone: 'Enter a valid phone number for New Zealand, or leave it blank.',
    })
    expect(errorsOf({ fullName: 'A', country: 'NZ' })).toEqual({
      address1: 'Enter a street address.',
      suburb: 'Enter a town or city.',
    })
  })

  it('refuses a country it does not know', () => {
    expect(errorsOf({ ...sydney, country: 'Narnia' })).toEqual({
      country: '"Narnia" is not a country we know. Use a country name or its two-letter code.',
    })
    expect(errorsOf({ ...sydney, country: 'ZZ' }).country).toContain('"ZZ"')
  })

  it('refuses over-long fields', () => {
    expect(errorsOf({ ...sydney, fullName: 'x'.repeat(201) })).toEqual({ fullName: 'Keep the name under 200 characters.' })
  })
})

describe('countries', () => {
  it('lists Australia first, then every other country once, by name', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ code: 'AU', name: 'Australia' })
    expect(COUNTRY_OPTIONS.length).toBeGreaterThan(200)
    expect(new Set(COUNTRY_OPTIONS.map((country) => country.code)).size).toBe(COUNTRY_OPTIONS.length)
    const rest = COUNTRY_OPTIONS.slice(1).map((country) => country.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-AU')))
  })

  it.each([
    ['au', 'AU'],
    ['New Zealand', 'NZ'],
    ['united states', 'US'],
    ['Narnia', null],
    ['', null],
    ['ZZ', null],
  ])('%j is %j', (input, code) => {
    expect(countryCodeFor(input)).toBe(code)
  })
})
