import { describe, expect, it } from 'vitest'

import { costCoverage, marginOf } from '@/domain/insights/margin'

describe('gross margin', () => {
  it('is revenue less cost, with its share of the revenue to the whole percent', () => {
    expect(marginOf(12_000, 7_200)).toEqual({ revenue: 12_000, cost: 7_200, margin: 4_800, percent: 40 })
    expect(marginOf(200, 133).percent).toBe(34)
  })

  it('can be a loss, and has no share without revenue', () => {
    expect(marginOf(1_000, 1_250)).toEqual({ revenue: 1_000, cost: 1_250, margin: -250, percent: -25 })
    expect(marginOf(0, 0).percent).toBeNull()
  })

  it('says how much of the goods revenue has a cost recorded', () => {
    expect(costCoverage(8_000, 10_000)).toBe(80)
    expect(costCoverage(0, 10_000)).toBe(0)
    expect(costCoverage(0, 0)).toBeNull()
  })
})
