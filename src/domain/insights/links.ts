// Recipient links as figures: how many of the people invited answered, and the sizes people chose.
import { splitInProportion } from '../proportional-split'
import { SIZE_GROUPS, type SizeGroup } from '../sizes'
import { wholePercentOf } from './whole-percent'

/** The share of invitations answered, as a whole percentage; null when nobody was invited. */
export const responseRate = (invited: number, answered: number): number | null => wholePercentOf(answered, invited)

/** How many answers chose one size of one cut; `position` orders sizes small to large. */
export type SizeChoice = { group: SizeGroup; size: string; shortLabel: string; position: number; count: number }

/** One cut's size curve: each size in order with its count and its whole-percent share of the cut. */
export type SizeCurve = { group: SizeGroup; total: number; sizes: (SizeChoice & { share: number })[] }

/**
 * The size curve of each cut people chose from, men's before women's, sizes small to large;
 * shares are whole percentages that add up to 100 per cut (the largest remainders round up).
 */
export function sizeCurves(choices: readonly SizeChoice[]): SizeCurve[] {
  return SIZE_GROUPS.flatMap((group) => {
    const sizes = choices
      .filter((choice) => choice.group === group && choice.count > 0)
      .sort((a, b) => a.position - b.position || a.size.localeCompare(b.size))
    if (sizes.length === 0) return []
    const shares = splitInProportion(
      100,
      sizes.map((choice) => choice.count),
    )
    return [
      {
        group,
        total: sizes.reduce((sum, choice) => sum + choice.count, 0),
        sizes: sizes.map((choice, index) => ({ ...choice, share: shares[index]! })),
      },
    ]
  })
}
