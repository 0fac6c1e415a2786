import { describe, expect, it } from 'vitest'
import {
  SIZE_GROUPS,
  SIZE_GROUP_LABELS,
  aggregateSizes,
  sizedQuantity,
  sizesRemaining,
  validateSizeBreakdown,
  type SizeBreakdown,
} from '@/domain/sizes'

const TEE: SizeBreakdown = {
  mens: [
    { sizingOption: 'S', quantity: 10 },
    { sizingOption: 'M', quantity: 15 },
  ],
  womens: [{ sizingOption: 'M', quantity: 15 }],
}

describe('size groups', () => {
  it('has men’s and women’s with typographic apostrophes', () => {
    expect(SIZE_GROUPS).toEqual(['mens', 'womens'])
    expect(SIZE_GROUP_LABELS).toEqual({ mens: 'Men\u2019s / Unisex', womens: 'Women\u2019s' })
  })
})

describe('sizedQuantity and sizesRemaining', () => {
  it('adds up both groups', () => {
    expect(sizedQuantity(TEE)).toBe(40)
    expect(sizesRemaining(50, TEE)).toBe(10)
    expect(sizesRemaining(40, TEE)).toBe(0)
    expect(sizesRemaining(35, TEE)).toBe(-5)
  })

  it('treats missing groups as empty', () => {
    expect(sizedQuantity({ womens: [{ sizingOption: 'L', quantity: 4 }] })).toBe(4)
    expect(sizedQuantity({ mens: null, womens: undefined })).toBe(0)
    expect(sizedQuantity(null)).toBe(0)
    expect(sizedQuantity(undefined)).toBe(0)
    expect(sizesRemaining(12, null)).toBe(12)
  })
})

describe('validateSizeBreakdown', () => {
  it('passes when the sizes add up exactly', () => {
    expect(validateSizeBreakdown('Classic Tee', 40, TEE)).toBeNull()
    expect(validateSizeBreakdown('Classic Tee', 0, null)).toBeNull()
  })

  it('says how many are still to assign', () => {
    expect(validateSizeBreakdown('Classic Tee', 50, TEE)).toBe('Sizes for "Classic Tee" add up to 40 of 50 — 10 still to assign.')
    expect(validateSizeBreakdown('Hoodie', 20, {})).toBe('Sizes for "Hoodie" add up to 0 of 20 — 20 still to assign.')
  })

  it('says how many are too many', () => {
    const over = { mens: [{ sizingOption: 'L', quantity: 55 }] }
    expect(validateSizeBreakdown('Classic Tee', 50, over)).toBe('Sizes for "Classic Tee" add up to 55 of 50 — 5 too many.')
  })

  it.each([-1, 2.5, Number.NaN])('refuses a line quantity of %s', (quantity) => {
    expect(validateSizeBreakdown('Classic Tee', quantity, null)).toBe('Quantity for "Classic Tee" must be a whole number of 0 or more.')
  })

  it.each([-5, 1.5])('refuses a size quantity of %s even if the total adds up', (bad) => {
    const sizes = {
      mens: [
        { sizingOption: 'S', quantity: 10 - bad },
        { sizingOption: 'M', quantity: bad },
      ],
    }
    expect(validateSizeBreakdown('Classic Tee', 10, sizes)).toBe('Size quantities for "Classic Tee" must be whole numbers of 0 or more.')
  })

  it('allows a size with zero units', () => {
    expect(
      validateSizeBreakdown('Cap', 5, {
        mens: [
          { sizingOption: 'OSFA', quantity: 5 },
          { sizingOption: 'XL', quantity: 0 },
        ],
      }),
    ).toBeNull()
  })
})

describe('aggregateSizes', () => {
  it('sums each size per group across sized lines, in first-seen order', () => {
    expect(
      aggregateSizes([
        { hasSizing: true, sizes: TEE },
        {
          hasSizing: true,
          sizes: {
            mens: [
              { sizingOption: 'XL', quantity: 3 },
              { sizingOption: 'S', quantity: 2 },
            ],
          },
        },
        {
          hasSizing: true,
          sizes: {
            womens: [
              { sizingOption: 'S', quantity: 4 },
              { sizingOption: 'M', quantity: 1 },
            ],
          },
        },
      ]),
    ).toEqual([
      { group: 'mens', sizingOption: 'S', quantity: 12 },
      { group: 'mens', sizingOption: 'M', quantity: 15 },
      { group: 'womens', sizingOption: 'M', quantity: 16 },
      { group: 'mens', sizingOption: 'XL', quantity: 3 },
      { group: 'womens', sizingOption: 'S', quantity: 4 },
    ])
  })

  it('keeps the same size in different groups apart', () => {
    const result = aggregateSizes([{ hasSizing: true, sizes: TEE }])
    expect(result.filter((r) => r.sizingOption === 'M')).toEqual([
      { group: 'mens', sizingOption: 'M', quantity: 15 },
      { group: 'womens', sizingOption: 'M', quantity: 15 },
    ])
  })

  it('skips lines without sizing', () => {
    expect(
      aggregateSizes([
        { hasSizing: false, sizes: TEE },
        { hasSizing: null, sizes: TEE },
        { sizes: TEE },
        { hasSizing: true, sizes: null },
        { hasSizing: true, sizes: { mens: [{ sizingOption: 7, quantity: 2 }] } },
      ]),
    ).toEqual([{ group: 'mens', sizingOption: 7, quantity: 2 }])
  })

  it('merges a sizing option id given as a number and as text', () => {
    expect(
      aggregateSizes([
        { hasSizing: true, sizes: { mens: [{ sizingOption: 7, quantity: 2 }] } },
        { hasSizing: true, sizes: { mens: [{ sizingOption: '7', quantity: 3 }] } },
      ]),
    ).toEqual([{ group: 'mens', sizingOption: 7, quantity: 5 }])
  })

  it('leaves out sizes that total zero', () => {
    expect(
      aggregateSizes([
        {
          hasSizing: true,
          sizes: {
            mens: [
              { sizingOption: 'S', quantity: 0 },
              { sizingOption: 'M', quantity: 1 },
            ],
          },
        },
        { hasSizing: true, sizes: { mens: [{ sizingOption: 'S', quantity: 0 }] } },
      ]),
    ).toEqual([{ group: 'mens', sizingOption: 'M', quantity: 1 }])
    expect(aggregateSizes([])).toEqual([])
  })
})
