import { describe, expect, it } from 'vitest'
import { fromPrice, formatCents, formatCentsShort, parseDollarsToCents } from '@/domain/pricing'

describe('formatCents', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [1200, '$12.00'],
    [100000000, '$1,000,000.00'],
  ])('formats %i as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })

  it.each([
    [1200, '$12'],
    [1250, '$12.50'],
    [1205, '$12.05'],
    [0, '$0'],
    [123400, '$1,234'],
  ])('short form of %i is %s', (cents, text) => {
    expect(formatCentsShort(cents)).toBe(text)
  })
})

describe('parseDollarsToCents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0.05', 5],
    ['0', 0],
    ['$1,234.56', 123456],
    ['$ 1234.56', 123456],
    ['  $12.34  ', 1234],
    ['1,000,000', 100000000],
    ['0.29', 29],
    ['19.99', 1999],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents)
  })

  it.each(['', '   ', 'abc', '-5', '$-5', '12.345', '1.2.3', '12,34', '1,23,456', '12.', '.', '$', '1e3', 'Infinity', '12 34'])(
    'rejects %j',
    (input) => {
      expect(parseDollarsToCents(input)).toBeNull()
    },
  )

  it.each([
    [12.5, 1250],
    [0.29, 29],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [0, 0],
    [1234, 123400],
  ])('reads the number %s as %i cents', (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents)
  })

  it.each([-1, 12.345, Number.NaN, Number.POSITIVE_INFINITY])('rejects the number %s', (input) => {
    expect(parseDollarsToCents(input)).toBeNull()
  })
})

describe('fromPrice', () => {
  it('is the best price break, else the list price, else none', () => {
    expect(
      fromPrice({
        price: 900,
        priceBreaks: [
          { minQuantity: 25, pricePerUnit: 900 },
          { minQuantity: 100, pricePerUnit: 700 },
        ],
      }),
    ).toBe(700)
    expect(fromPrice({ price: 1200, priceBreaks: [] })).toBe(1200)
    expect(fromPrice({ price: null })).toBeNull()
  })
})
