// How long things take, in whole days on Sydney's calendar, where the business keeps its days.
import { calendarDateInAustralia } from '../business-days'
import { daysBetween } from '../day-period'

/** Days on Sydney's calendar from one moment to a later one: 0 the same day, 1 the next; never negative. */
export const daysApartInSydney = (from: string, to: string): number =>
  Math.max(0, daysBetween(calendarDateInAustralia(from), calendarDateInAustralia(to)))

/** The number of days within which at least half of `days` fall: the lower middle, a whole day. */
export const typicalDaysOf = (days: readonly number[]): number | null => {
  if (days.length === 0) return null
  const sorted = [...days].sort((a, b) => a - b)
  return sorted[Math.ceil(sorted.length / 2) - 1]!
}
