import { describe, expect, it } from 'vitest'

import { applyCurve, sizeCurve, type SizeChoice } from '@/domain/size-curve'
import { validateSizeBreakdown } from '@/domain/sizes'

const choice = (lineItem: number, group: 'mens' | 'womens', sizingOption: number): SizeChoice => ({ lineItem, group, sizingOption })

describe('sizeCurve', () => {
  it('counts each size per item across responses', () => {
    const curve = sizeCurve([
      [choice(1, 'mens', 10), choice(2, 'womens', 20)],
      [choice(1, 'mens', 10), choice(2, 'womens', 21)],
      [choice(1, 'womens', 10)],
    ])
    expect(curve).toEqual([
      {
        lineItem: 1,
        responses: 3,
        counts: [
          { group: 'mens', sizingOption: 10, count: 2 },
          { group: 'womens', sizingOption: 10, count: 1 },
        ],
      },
      {
        lineItem: 2,
        responses: 2,
        counts: [
          { group: 'womens', sizingOption: 20, count: 1 },
          { group: 'womens', sizingOption: 21, count: 1 },
        ],
      },
    ])
  })

  it('is empty without responses', () => {
    expect(sizeCurve([])).toEqual([])
    expect(sizeCurve([[]])).toEqual([])
  })
})

describe('applyCurve', () => {
  const counts = [
    { group: 'mens' as const, sizingOption: 1, count: 1 },
    { group: 'mens' as const, sizingOption: 2, count: 2 },
    { group: 'womens' as const, sizingOption: 1, count: 1 },
  ]

  it('uses the counts as they are when the quantity equals the responses', () => {
    expect(applyCurve(counts, 4)).toEqual({
      mens: [
        { sizingOption: 1, quantity: 1 },
        { sizingOption: 2, quantity: 2 },
      ],
      womens: [{ sizingOption: 1, quantity: 1 }],
    })
  })

  it('scales to the ordered quantity and always adds up to it', () => {
    for (const quantity of [1, 3, 7, 10, 99, 1000]) {
      const breakdown = applyCurve(counts, quantity)
      expect(validateSizeBreakdown('Tee', quantity, breakdown), `quantity ${quantity}`).toBeNull()
    }
    expect(applyCurve(counts, 100)).toEqual({
      mens: [
        { sizingOption: 1, quantity: 25 },
        { sizingOption: 2, quantity: 50 },
      ],
      womens: [{ sizingOption: 1, quantity: 25 }],
    })
  })

  it('gives leftover units to the largest remainders, ties to the most chosen size', () => {
    // 5 units over 1:2:1 is 1.25, 2.5, 1.25: the half goes first, then the most chosen.
    expect(applyCurve(counts, 5)).toEqual({
      mens: [
        { sizingOption: 1, quantity: 1 },
        { sizingOption: 2, quantity: 3 },
      ],
      womens: [{ sizingOption: 1, quantity: 1 }],
    })
    expect(applyCurve(counts, 2)).toEqual({
      mens: [
        { sizingOption: 1, quantity: 1 },
        { sizingOption: 2, quantity: 1 },
      ],
      womens: [],
    })
  })

  it('leaves the grid empty with no answers or nothing ordered', () => {
    expect(applyCurve([], 10)).toEqual({ mens: [], womens: [] })
    expect(applyCurve(counts, 0)).toEqual({ mens: [], womens: [] })
  })
})
