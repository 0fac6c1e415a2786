// A page of a list that shows one group before another (what awaits the customer, then the rest),
// while the database pages each group on its own: which slice of each group a page holds.

export type Slice = { offset: number; count: number }

export function groupedPage(firstGroupSize: number, page: number, perPage: number): { first: Slice; rest: Slice } {
  const start = (page - 1) * perPage
  const fromFirst = Math.max(0, Math.min(perPage, firstGroupSize - start))
  return {
    first: { offset: Math.min(start, firstGroupSize), count: fromFirst },
    rest: { offset: Math.max(0, start - firstGroupSize), count: perPage - fromFirst },
  }
}

/** The pages of `perPage` items that hold a slice, and how many items of the first to skip. */
export function pagesHolding(slice: Slice, perPage: number): { pages: number[]; skip: number } {
  if (slice.count === 0) return { pages: [], skip: 0 }
  const first = Math.floor(slice.offset / perPage) + 1
  const last = Math.floor((slice.offset + slice.count - 1) / perPage) + 1
  return { pages: Array.from({ length: last - first + 1 }, (_, index) => first + index), skip: slice.offset - (first - 1) * perPage }
}
