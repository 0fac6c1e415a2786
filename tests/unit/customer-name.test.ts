import { describe, expect, it } from 'vitest'
import { customerLabel, firstNameOf, fullName, initials, personName } from '@/domain/customer-name'

describe('fullName', () => {
  it.each([
    ['Jane', 'Citizen', 'Jane Citizen'],
    ['  Jane ', ' Citizen  ', 'Jane Citizen'],
    ['Jane', '', 'Jane'],
    ['', 'Citizen', 'Citizen'],
    ['Jane', null, 'Jane'],
    [undefined, 'Citizen', 'Citizen'],
    ['   ', '  ', ''],
    [undefined, undefined, ''],
    ['Mary Anne', 'van der Berg', 'Mary Anne van der Berg'],
  ])('joins %j and %j as %j', (first, last, expected) => {
    expect(fullName(first, last)).toBe(expected)
  })
})

describe('personName', () => {
  it('is the full name when there is one, else the email', () => {
    expect(personName({ firstName: ' Jane', lastName: 'Citizen ', email: 'jane@example.com' })).toBe('Jane Citizen')
    expect(personName({ firstName: '  ', lastName: null, email: 'jane@example.com' })).toBe('jane@example.com')
  })
})

describe('initials', () => {
  it.each([
    ['Jane', 'Citizen', 'JC'],
    ['jane', 'citizen', 'JC'],
    ['  jane', '  citizen', 'JC'],
    ['Jane', '', 'J'],
    ['', 'citizen', 'C'],
    [null, 'Citizen', 'C'],
    ['Jane', undefined, 'J'],
    ['', '', '-'],
    ['  ', ' ', '-'],
    [undefined, null, '-'],
    ['Émile', 'Zola', 'ÉZ'],
  ])('of %j and %j is %j', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected)
  })

  it('takes a whole character, not half a surrogate pair', () => {
    expect(initials('𝒜da', 'Lovelace')).toBe('𝒜L')
  })
})

describe('customerLabel', () => {
  it('names the company, else the person, with the email', () => {
    expect(customerLabel({ company: 'Acme Pty Ltd', firstName: 'Jane', email: 'jane@acme.example' })).toBe('Acme Pty Ltd (jane@acme.example)')
    expect(customerLabel({ company: ' ', firstName: 'Jane', lastName: 'Citizen', email: 'jane@acme.example' })).toBe(
      'Jane Citizen (jane@acme.example)',
    )
    expect(customerLabel({ email: 'jane@acme.example' })).toBe('jane@acme.example')
    expect(customerLabel({ firstName: 'Jane' })).toBe('Jane')
  })
})

describe('firstNameOf', () => {
  it('greets by the first word of a full name, whatever the spaces', () => {
    expect(firstNameOf('Olivia Brown')).toBe('Olivia')
    expect(firstNameOf('  Mei   Tanaka ')).toBe('Mei')
    expect(firstNameOf('Cher')).toBe('Cher')
    expect(firstNameOf('')).toBe('')
    expect(firstNameOf(null)).toBe('')
  })
})
