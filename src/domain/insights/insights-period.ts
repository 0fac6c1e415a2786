// The days the insights page covers, and the buckets its charts over time divide them into.
import { budgetPeriodOf, lastDayOf } from '../budget-period'
import { addDays, dayCount, dayPeriodSchema, type DayPeriod, type PresetPeriod } from '../day-period'
import { fieldErrorsOf } from '../field-errors'

export const INSIGHTS_PRESETS = ['last-30-days', 'last-90-days', 'last-365-days', 'this-financial-year'] as const
export type InsightsPreset = (typeof INSIGHTS_PRESETS)[number]

/** Three years, leap day included: enough to compare financial years, small enough to chart by month. */
export const MAX_INSIGHTS_DAYS = 1096

export const insightsPeriodSchema = dayPeriodSchema({
  maxDays: MAX_INSIGHTS_DAYS,
  tooLong: 'Choose at most three years, so each month still gets its own bar.',
})

const TRAILING: Record<Exclude<InsightsPreset, 'this-financial-year'>, { label: string; days: number }> = {
  'last-30-days': { label: 'Last 30 days', days: 30 },
  'last-90-days': { label: 'Last 90 days', days: 90 },
  'last-365-days': { label: 'Last 365 days', days: 365 },
}

/** The periods the page offers for `today` (YYYY-MM-DD in Sydney), today included; the financial year from 1 July. */
export function insightsPresets(today: string): PresetPeriod<InsightsPreset>[] {
  const year = budgetPeriodOf('yearly', 1, today)
  return INSIGHTS_PRESETS.map((preset) =>
    preset === 'this-financial-year'
      ? { preset, label: 'This financial year', from: year.start, to: lastDayOf(year) }
      : { preset, label: TRAILING[preset].label, from: addDays(today, 1 - TRAILING[preset].days), to: today },
  )
}

/** The period a page shows when none is asked for. */
export const DEFAULT_INSIGHTS_PRESET: InsightsPreset = 'last-365-days'

/**
 * What an insights page shows for the days its address asks for (either may be missing) on
 * `today`: the presets it offers, the days asked (the default filling a gap), and the period shown,
 * the one asked when it holds, else the default (`fallback`) with each field's problem (`errors`).
 */
export function insightsPeriodAsked(asked: { from?: string; to?: string }, today: string) {
  const presets = insightsPresets(today)
  const fallback = presets.find((preset) => preset.preset === DEFAULT_INSIGHTS_PRESET)!
  const days = { from: asked.from ?? fallback.from, to: asked.to ?? fallback.to }
  const checked = insightsPeriodSchema.safeParse(days)
  return {
    presets,
    fallback,
    asked: days,
    period: checked.success ? checked.data : fallback,
    errors: checked.success ? null : fieldErrorsOf(checked.error),
  }
}

/** A slice of the period a chart gives one bar or point: its key, its label (and a short one for an axis) and its days. */
export type Bucket = DayPeriod & { key: string; label: string; short: string }

/** Up to this many days, a chart over time goes week by week; longer periods go month by month. */
export const WEEKLY_UP_TO_DAYS = 92

const MONTH_LABEL = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const WEEK_LABEL = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const MONTH_SHORT = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' })

const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
const later = (a: string, b: string) => (a > b ? a : b)
const earlier = (a: string, b: string) => (a < b ? a : b)

/** The Monday on or before `day`. */
const mondayOf = (day: string) => addDays(day, -((asDate(day).getUTCDay() + 6) % 7))

const monthAfter = (day: string) => {
  const date = asDate(day)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
}

/**
 * The period cut into weeks (Monday to Sunday) when it is short, months when it is long; the first
 * and last buckets are clipped to the period, so every day falls in exactly one bucket.
 */
export function bucketsOf(period: DayPeriod): Bucket[] {
  const weekly = dayCount(period) <= WEEKLY_UP_TO_DAYS
  const buckets: Bucket[] = []
  let start = weekly ? mondayOf(period.from) : `${period.from.slice(0, 8)}01`
  while (start <= period.to) {
    const next = weekly ? addDays(start, 7) : monthAfter(start)
    const from = later(start, period.from)
    // A month is named by its year too where a year begins, and at the start of the chart.
    const yearShown = buckets.length === 0 || start.slice(5, 7) === '01'
    buckets.push({
      key: weekly ? `week-${start}` : start.slice(0, 7),
      label: weekly ? `Week of ${WEEK_LABEL.format(asDate(from))}` : MONTH_LABEL.format(asDate(start)),
      short: weekly ? WEEK_LABEL.format(asDate(from)) : (yearShown ? MONTH_LABEL : MONTH_SHORT).format(asDate(start)),
      from,
      to: earlier(addDays(next, -1), period.to),
    })
    start = next
  }
  return buckets
}
