import { describe, expect, it } from 'vitest'
import { callingCodeFor, formatPhone, isValidPhone } from '@/domain/phone'

describe('formatPhone', () => {
  it.each([
    ['AU', '0412 345 678', '+61 412 345 678'],
    ['AU', '0412345678', '+61 412 345 678'],
    ['AU', '+61412345678', '+61 412 345 678'],
    ['au', '(02) 9876 5432', '+61 2 9876 5432'],
    ['NZ', '021 123 4567', '+64 21 123 4567'],
    ['US', '(201) 555-0123', '+1 201 555 0123'],
    ['GB', '07400 123456', '+44 7400 123456'],
  ])('formats %s %j as %j', (country, number, expected) => {
    expect(formatPhone(country, number)).toBe(expected)
  })

  it('trusts a number typed with its own calling code', () => {
    expect(formatPhone('AU', '+64 21 123 4567')).toBe('+64 21 123 4567')
    expect(formatPhone(null, '+61 412 345 678')).toBe('+61 412 345 678')
  })

  it.each([
    ['AU', null],
    ['AU', undefined],
    ['AU', ''],
    ['AU', '   '],
    ['AU', '0412'],
    ['AU', '0412 345 678 999'],
    ['AU', 'not a number'],
    ['AU', '0123 456 789'],
    [null, '0412 345 678'],
    ['XX', '0412 345 678'],
  ])('is null for %s %j', (country, number) => {
    expect(formatPhone(country, number)).toBeNull()
  })
})

describe('isValidPhone', () => {
  it('agrees with formatPhone', () => {
    expect(isValidPhone('AU', '0412 345 678')).toBe(true)
    expect(isValidPhone('AU', '(03) 9123 4567')).toBe(true)
    expect(isValidPhone('AU', '0412')).toBe(false)
    expect(isValidPhone('AU', null)).toBe(false)
    expect(isValidPhone(undefined, '0412 345 678')).toBe(false)
  })

  it('checks the digits, not just the length', () => {
    // Ten digits like a mobile, but Australian numbers never start 01.
    expect(isValidPhone('AU', '0112 345 678')).toBe(false)
  })
})

describe('callingCodeFor', () => {
  it.each([
    ['AU', '61'],
    ['au', '61'],
    ['NZ', '64'],
    ['US', '1'],
    ['GB', '44'],
  ])('%s -> %s', (country, code) => {
    expect(callingCodeFor(country)).toBe(code)
  })

  it.each(['XX', '', null, undefined, 'AUS'])('is null for %j', (country) => {
    expect(callingCodeFor(country)).toBeNull()
  })
})
