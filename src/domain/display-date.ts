// Dates as Australian customers read them. Pinned to Sydney time so the server's own time zone
// (UTC in production) never moves a late-evening change onto the next day.

const TIME_ZONE = 'Australia/Sydney'

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const

const DATE = new Intl.DateTimeFormat('en-AU', { ...DAY_MONTH_YEAR, timeZone: TIME_ZONE })

const UTC_DATE = new Intl.DateTimeFormat('en-AU', { ...DAY_MONTH_YEAR, timeZone: 'UTC' })

const DAY_MONTH = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: TIME_ZONE })

const DATE_TIME = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
})

const parse = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12 Mar 2026"; an empty string for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? DATE.format(date) : ''
}

/**
 * The calendar day a moment kept as a day's end in UTC stands for (an API key's last day): in
 * Sydney time that end is already the next morning, and would read a day late.
 */
export function formatUtcDay(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? UTC_DATE.format(date) : ''
}

/** "12 Mar", for recent dates where the year goes without saying. */
export function formatDayMonth(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? DAY_MONTH.format(date) : ''
}

/** "12 Mar 2026, 3:05 pm". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value)
  return date ? DATE_TIME.format(date) : ''
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE })

/** Milliseconds since midnight on Sydney's wall clock at `instant`. */
const sinceWallMidnight = (instant: Date): number => {
  const part = (type: string) => Number(WALL_CLOCK.formatToParts(instant).find((candidate) => candidate.type === type)?.value ?? 0)
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + instant.getMilliseconds()
}

/**
 * The instant Sydney's current day began, for "today" counts. On the two days a year the clocks
 * change, the wall-clock time since midnight is an hour off the time elapsed; one correction
 * lands on midnight.
 */
export function startOfToday(now: Date = new Date()): Date {
  const guess = new Date(now.getTime() - sinceWallMidnight(now))
  const offBy = sinceWallMidnight(guess)
  // Past midnight by the hour skipped, or just before it (23:00 the day before) by the hour repeated.
  return new Date(guess.getTime() - (offBy > 12 * 3_600_000 ? offBy - 24 * 3_600_000 : offBy))
}
