import { describe, expect, it } from 'vitest'

import { groupedPage, pagesHolding } from '@/domain/grouped-page'

describe('groupedPage', () => {
  it('fills the first page from the first group, then the rest', () => {
    expect(groupedPage(3, 1, 10)).toEqual({ first: { offset: 0, count: 3 }, rest: { offset: 0, count: 7 } })
  })

  it('continues the rest where the page before left it', () => {
    expect(groupedPage(3, 2, 10)).toEqual({ first: { offset: 3, count: 0 }, rest: { offset: 7, count: 10 } })
  })

  it('spans a first group longer than a page', () => {
    expect(groupedPage(12, 1, 10)).toEqual({ first: { offset: 0, count: 10 }, rest: { offset: 0, count: 0 } })
    expect(groupedPage(12, 2, 10)).toEqual({ first: { offset: 10, count: 2 }, rest: { offset: 0, count: 8 } })
  })
})

describe('pagesHolding', () => {
  it('reads one page when the slice is aligned and two when it straddles', () => {
    expect(pagesHolding({ offset: 0, count: 7 }, 10)).toEqual({ pages: [1], skip: 0 })
    expect(pagesHolding({ offset: 7, count: 10 }, 10)).toEqual({ pages: [1, 2], skip: 7 })
    expect(pagesHolding({ offset: 20, count: 10 }, 10)).toEqual({ pages: [3], skip: 0 })
  })

  it('reads nothing for an empty slice', () => {
    expect(pagesHolding({ offset: 3, count: 0 }, 10)).toEqual({ pages: [], skip: 0 })
  })
})
