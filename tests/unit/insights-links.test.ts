import { describe, expect, it } from 'vitest'

import { responseRate, sizeCurves, type SizeChoice } from '@/domain/insights/links'

describe('responseRate', () => {
  it('is the whole percentage of invitations answered, and nothing when nobody was invited', () => {
    expect(responseRate(3, 2)).toBe(67)
    expect(responseRate(8, 1)).toBe(13)
    expect(responseRate(4, 4)).toBe(100)
    expect(responseRate(5, 0)).toBe(0)
    expect(responseRate(0, 0)).toBeNull()
  })

  it('never passes 100, even when answers outnumber the invitations counted', () => {
    expect(responseRate(2, 3)).toBe(100)
  })
})

describe('sizeCurves', () => {
  const choice = (group: SizeChoice['group'], size: string, position: number, count: number): SizeChoice => ({
    group,
    size,
    shortLabel: size.slice(0, 1),
    position,
    count,
  })

  it('lists men’s before women’s, sizes small to large, each with its share of its cut adding up to 100', () => {
    const curves = sizeCurves([
      choice('womens', 'Small', 1, 1),
      choice('mens', 'Large', 3, 1),
      choice('mens', 'Medium', 2, 1),
      choice('mens', 'Small', 1, 1),
    ])
    expect(curves.map((curve) => [curve.group, curve.total])).toEqual([
      ['mens', 3],
      ['womens', 1],
    ])
    expect(curves[0]!.sizes.map((size) => [size.size, size.count, size.share])).toEqual([
      ['Small', 1, 34],
      ['Medium', 1, 33],
      ['Large', 1, 33],
    ])
    expect(curves[1]!.sizes.map((size) => size.share)).toEqual([100])
  })

  it('leaves out a cut nobody chose and sizes with no choices', () => {
    expect(sizeCurves([choice('mens', 'Small', 1, 0)])).toEqual([])
    expect(sizeCurves([])).toEqual([])
  })
})
