/**
 * A budget's periods. A budget resets monthly, quarterly or yearly on its reset day (1–28, so
 * every month has it); quarters begin in January, April, July and October and years in July,
 * the Australian financial year. Dates are calendar days in Sydney as YYYY-MM-DD, so the
 * arithmetic is on whole days and needs no time-zone library.
 */
export const BUDGET_PERIODS = ['monthly', 'quarterly', 'yearly'] as const
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number]

export const BUDGET_PERIOD_LABELS: Record<BudgetPeriod, string> = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' }

/** The month (1–12) each kind of period may begin in. */
const STARTING_MONTHS: Record<BudgetPeriod, readonly number[]> = {
  monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  quarterly: [1, 4, 7, 10],
  yearly: [7],
}

const MONTHS_LONG: Record<BudgetPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 }

export const isBudgetPeriod = (value: unknown): value is BudgetPeriod => BUDGET_PERIODS.includes(value as BudgetPeriod)

const pad = (value: number) => String(value).padStart(2, '0')
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`

/** Months since year 0, so stepping back and forward across years is plain arithmetic. */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1)
const fromMonthIndex = (index: number, date: number) => day(Math.floor(index / 12), (index % 12) + 1, date)

export type PeriodSpan = { start: string; end: string }

/**
 * The period `today` (YYYY-MM-DD) falls in: its first day and the first day of the next one. A
 * day before the reset day belongs to the period that began the month before.
 */
export function budgetPeriodOf(period: BudgetPeriod, resetDay: number, today: string): PeriodSpan {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number]
  let index = monthIndex(year, month) - (date < resetDay ? 1 : 0)
  while (!STARTING_MONTHS[period].includes((index % 12) + 1)) index -= 1
  return { start: fromMonthIndex(index, resetDay), end: fromMonthIndex(index + MONTHS_LONG[period], resetDay) }
}

/** Why a reset day cannot be used, or null. */
export function resetDayProblem(resetDay: unknown): string | null {
  return Number.isInteger(resetDay) && (resetDay as number) >= 1 && (resetDay as number) <= 28
    ? null
    : 'Choose a reset day from 1 to 28, so every month has it.'
}

/** The last day of a period (its end is the next period's first day). */
export function lastDayOf(span: PeriodSpan): string {
  const [year, month, date] = span.end.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10)
}

/** "1st", "2nd", "23rd": the reset day as the budgets page says it. */
export function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th')
  return `${day}${suffix}`
}
