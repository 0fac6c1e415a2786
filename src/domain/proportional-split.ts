/**
 * `total` cents shared over parts in proportion to `weights`, in whole cents that add up to it
 * exactly: each part gets its share rounded down, and the cents left go to the largest remainders
 * (the earlier part first on a tie). With no weight at all, the first part takes everything.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const base = weights.reduce((sum, weight) => sum + weight, 0)
  if (base === 0) return weights.map((_, index) => (index === 0 ? total : 0))
  const exact = weights.map((weight) => (weight * total) / base)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}
