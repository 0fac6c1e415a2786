// A key's last day is kept as that day's end in UTC (see api-key-input.ts), which in Sydney is
// already the next morning: shown in Sydney time it would read a day later than the one chosen.
const LAST_DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "30 Jun 2027": the last day a key works, as its creator chose it; an empty string for an unreadable date. */
export function formatLastDay(expiresAt: string): string {
  const end = new Date(expiresAt)
  return Number.isNaN(end.getTime()) ? '' : LAST_DAY.format(end)
}
