// Australian business days: weekdays that are not a public holiday in the given state. Holidays
// come from `date-holidays` (kept up to date by its maintainers, substitute days included), so a
// state-only day such as Melbourne Cup or the WA Labour Day counts only in its own state.
import Holidays from 'date-holidays'

import { AUSTRALIAN_STATES, type AustralianStateCode } from './address'

/** A day on the calendar, `YYYY-MM-DD`, with no time of day or zone attached. */
export type CalendarDate = string

const DAY_MS = 24 * 60 * 60 * 1000

// Business days are counted where the work happens; customers without a state get Sydney's.
export const DEFAULT_HOLIDAY_STATE: AustralianStateCode = 'NSW'

export function holidayState(state: string | null | undefined): AustralianStateCode {
  const code = state?.trim().toUpperCase()
  return AUSTRALIAN_STATES.find((s) => s.code === code)?.code ?? DEFAULT_HOLIDAY_STATE
}

const holidaysByStateYear = new Map<string, Set<CalendarDate>>()

/** The public holidays (not observances or bank holidays) of one state in one year. */
export function publicHolidays(state: AustralianStateCode, year: number): Set<CalendarDate> {
  const key = `${state}:${year}`
  let days = holidaysByStateYear.get(key)
  if (!days) {
    const calendar = new Holidays('AU', state)
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    holidaysByStateYear.set(key, days)
  }
  return days
}

const toTime = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`)
const fromTime = (time: number): CalendarDate => new Date(time).toISOString().slice(0, 10)

export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromTime(toTime(value)) === value
}

export function isBusinessDay(date: CalendarDate, state: AustralianStateCode): boolean {
  const weekday = new Date(toTime(date)).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !publicHolidays(state, Number(date.slice(0, 4))).has(date)
}

/** The date `days` business days after `start` (the start itself is not counted). */
export function addBusinessDays(start: CalendarDate, days: number, state: AustralianStateCode): CalendarDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be a whole number of days, not ${days}.`)
  let time = toTime(start)
  for (let left = days; left > 0;) {
    time += DAY_MS
    if (isBusinessDay(fromTime(time), state)) left -= 1
  }
  return fromTime(time)
}

// Made once: a formatter with a time zone costs far more to make than to use, and insights date thousands of rows.
const SYDNEY_CALENDAR_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })

/** The calendar day a moment falls on in Sydney, where the business keeps its calendar. */
export function calendarDateInAustralia(moment: Date | string): CalendarDate {
  return SYDNEY_CALENDAR_DATE.format(new Date(moment))
}
