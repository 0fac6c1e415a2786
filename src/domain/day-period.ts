// A period of whole days in Sydney, its first and last day as YYYY-MM-DD, as a page's address or
// a form carries it: checked alike wherever one is asked for, each use with its own longest span.
import { z } from 'zod'

import { isCalendarDate } from './business-days'

const DAY_MS = 24 * 60 * 60 * 1000

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`)

export type DayPeriod = { from: string; to: string }

/** A period the page offers in one tap. */
export type PresetPeriod<Preset extends string = string> = DayPeriod & { preset: Preset; label: string }

/** Whole days from `from` to `to` (0 for the same day, negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS)

/** How many days the period covers, both ends included. */
export const dayCount = ({ from, to }: DayPeriod): number => daysBetween(from, to) + 1

/** The calendar day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10)

const day = (message: string) => z.string(message).trim().refine(isCalendarDate, message)

/** A period's two days as form fields, each told in words when it is not a real day. */
export const DAY_PERIOD_FIELDS = { from: day('Enter the first day as YYYY-MM-DD.'), to: day('Enter the last day as YYYY-MM-DD.') }

/** The longest period a use takes, and what it says to a longer one. */
export type PeriodLimit = { maxDays: number; tooLong: string }

/** Why a period cannot be used, or null: backwards, or longer than `limit` allows. */
export const periodProblem = (period: DayPeriod, limit: PeriodLimit): string | null => {
  if (period.from > period.to) return 'The last day comes before the first.'
  return dayCount(period) > limit.maxDays ? limit.tooLong : null
}

/** The period's check for a zod `refine`, its problem told at the last day. */
export const periodRule = (limit: PeriodLimit) => ({
  check: (period: DayPeriod) => !periodProblem(period, limit),
  params: { path: ['to'], error: (issue: { input: unknown }) => periodProblem(issue.input as DayPeriod, limit) ?? undefined },
})

/** The two days, checked as `limit` says. */
export const dayPeriodSchema = (limit: PeriodLimit) => {
  const rule = periodRule(limit)
  return z.object(DAY_PERIOD_FIELDS).refine(rule.check, rule.params)
}
