import { describe, expect, it } from 'vitest'
import { GST_RATE_PERCENT, cardSurcharge, gstOn, lineTotal, lowestUnitPrice, priceSummary, subtotal, unitPriceFor } from '@/domain/pricing'

const BREAKS = [
  { minQuantity: 25, pricePerUnit: 1200 },
  { minQuantity: 100, pricePerUnit: 950 },
  { minQuantity: 50, pricePerUnit: 1100 },
]

describe('unitPriceFor', () => {
  it.each([
    [25, 1200],
    [49, 1200],
    [50, 1100],
    [99, 1100],
    [100, 950],
    [5000, 950],
  ])('charges the deepest break reached for %i units, even with unordered breaks', (qty, price) => {
    expect(unitPriceFor(BREAKS, qty)).toBe(price)
  })

  it('uses the smallest break when the quantity reaches none', () => {
    expect(unitPriceFor(BREAKS, 10)).toBe(1200)
    expect(unitPriceFor(BREAKS, 0)).toBe(1200)
  })

  it('ignores the fallback when there are breaks', () => {
    expect(unitPriceFor(BREAKS, 60, 1)).toBe(1100)
  })

  it('uses the fallback, or 0, when there are no breaks', () => {
    expect(unitPriceFor([], 10, 700)).toBe(700)
    expect(unitPriceFor(null, 10, 700)).toBe(700)
    expect(unitPriceFor(undefined, 10)).toBe(0)
    expect(unitPriceFor([], 10, null)).toBe(0)
  })

  it('does not reorder the caller’s breaks', () => {
    const breaks = [...BREAKS]
    unitPriceFor(breaks, 60)
    expect(breaks).toEqual(BREAKS)
  })
})

describe('lowestUnitPrice', () => {
  it('finds the best price any break offers, wherever it sits', () => {
    expect(lowestUnitPrice(BREAKS)).toBe(950)
    expect(
      lowestUnitPrice([
        { minQuantity: 1, pricePerUnit: 300 },
        { minQuantity: 10, pricePerUnit: 500 },
      ]),
    ).toBe(300)
  })

  it('falls back when there are no breaks', () => {
    expect(lowestUnitPrice([], 450)).toBe(450)
    expect(lowestUnitPrice(null, 450)).toBe(450)
    expect(lowestUnitPrice(undefined)).toBe(0)
  })
})

describe('lineTotal and subtotal', () => {
  it('multiplies quantity by unit price', () => {
    expect(lineTotal({ quantity: 50, pricePerUnit: 1234 })).toBe(61700)
    expect(lineTotal({ quantity: 0, pricePerUnit: 1234 })).toBe(0)
  })

  it.each([
    { quantity: -1, pricePerUnit: 100 },
    { quantity: 1.5, pricePerUnit: 100 },
    { quantity: 2, pricePerUnit: -100 },
    { quantity: 2, pricePerUnit: 99.5 },
    { quantity: Number.NaN, pricePerUnit: 100 },
  ])('refuses $quantity × $pricePerUnit', (line) => {
    expect(() => lineTotal(line)).toThrow(RangeError)
  })

  it('adds up the lines', () => {
    expect(
      subtotal([
        { quantity: 50, pricePerUnit: 1100 },
        { quantity: 3, pricePerUnit: 999 },
      ]),
    ).toBe(57997)
    expect(subtotal([])).toBe(0)
  })

  it('refuses a bad line within a subtotal', () => {
    expect(() =>
      subtotal([
        { quantity: 1, pricePerUnit: 100 },
        { quantity: -1, pricePerUnit: 100 },
      ]),
    ).toThrow(RangeError)
  })
})

describe('gstOn', () => {
  it('is 10%', () => {
    expect(GST_RATE_PERCENT).toBe(10)
    expect(gstOn(10000)).toBe(1000)
    expect(gstOn(0)).toBe(0)
  })

  it.each([
    [4, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [12345, 1235],
    [12344, 1234],
    [99999, 10000],
  ])('rounds half up to the cent: gstOn(%i) = %i', (amount, gst) => {
    expect(gstOn(amount)).toBe(gst)
  })

  it.each([-100, 10.5, Number.NaN])('refuses %s', (amount) => {
    expect(() => gstOn(amount)).toThrow(RangeError)
  })
})

describe('cardSurcharge', () => {
  it.each([
    [10000, 1.5, 150],
    [33333, 1.5, 500],
    [33366, 1.5, 500],
    [33367, 1.5, 501],
    [100, 1.5, 2],
    [99, 1.5, 1],
    [10000, 0, 0],
    [12345, 2, 247],
    [1000, 1.75, 18],
    [110, 0.1, 0],
    [500, 0.1, 1],
  ])('charges %i cents × %s%% = %i cents', (amount, fee, expected) => {
    expect(cardSurcharge(amount, fee)).toBe(expected)
  })

  it('keeps fractional percentages exact', () => {
    // In floats 3000 × 1.15 / 100 is 34.49999999999999, which would round down.
    expect(cardSurcharge(3000, 1.15)).toBe(35)
    expect(cardSurcharge(25000, 0.29)).toBe(73)
    expect(cardSurcharge(5000, 0.57)).toBe(29)
    expect(cardSurcharge(100000, 1.15)).toBe(1150)
  })

  it('refuses a negative fee or amount', () => {
    expect(() => cardSurcharge(1000, -1)).toThrow(RangeError)
    expect(() => cardSurcharge(1000, Number.NaN)).toThrow(RangeError)
    expect(() => cardSurcharge(-1000, 1.5)).toThrow(RangeError)
  })
})

describe('priceSummary', () => {
  const lines = [
    { quantity: 50, pricePerUnit: 1100 },
    { quantity: 10, pricePerUnit: 2500 },
  ]

  it('adds GST on goods and shipping for an invoice', () => {
    expect(
      priceSummary({
        lines,
        shippingEstimate: 2500,
        paymentMethod: 'invoice',
        cardFeePercent: 1.5,
      }),
    ).toEqual({
      subtotal: 80000,
      shipping: 2500,
      gst: 8250,
      totalIncGst: 90750,
      cardSurcharge: 0,
      total: 90750,
    })
  })

  it('adds the card surcharge on the GST-inclusive total when paying by card', () => {
    expect(priceSummary({ lines, shippingEstimate: 2500, paymentMethod: 'card', cardFeePercent: 1.5 })).toEqual({
      subtotal: 80000,
      shipping: 2500,
      gst: 8250,
      totalIncGst: 90750,
      cardSurcharge: 1361,
      total: 92111,
    })
  })

  it('charges no surcharge when no payment method is chosen', () => {
    const summary = priceSummary({ lines, cardFeePercent: 1.5 })
    expect(summary.cardSurcharge).toBe(0)
    expect(summary.total).toBe(summary.totalIncGst)
  })

  it('defaults shipping and card fee to zero', () => {
    expect(priceSummary({ lines: [{ quantity: 3, pricePerUnit: 5 }], paymentMethod: 'card' })).toEqual({
      subtotal: 15,
      shipping: 0,
      gst: 2,
      totalIncGst: 17,
      cardSurcharge: 0,
      total: 17,
    })
  })

  it('rounds GST on the combined amount, not per part', () => {
    // 5 + 5 cents: per-part rounding would give 1 + 1; the sum gives 1.
    expect(priceSummary({ lines: [{ quantity: 1, pricePerUnit: 5 }], shippingEstimate: 5 }).gst).toBe(1)
  })

  it('summarises an empty quote as zero', () => {
    expect(priceSummary({ lines: [] })).toEqual({
      subtotal: 0,
      shipping: 0,
      gst: 0,
      totalIncGst: 0,
      cardSurcharge: 0,
      total: 0,
    })
  })

  it('refuses a negative shipping estimate', () => {
    expect(() => priceSummary({ lines, shippingEstimate: -1 })).toThrow(RangeError)
  })
})
