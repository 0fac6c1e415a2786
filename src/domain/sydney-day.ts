// Calendar days in Sydney, where the business and its customers keep their books, as the instants
// that bound them. The offset is asked of the platform at the moment itself, so daylight saving
// is right even on the days the clocks change.

const SYDNEY_OFFSET = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', timeZoneName: 'longOffset' })

const offsetAt = (instant: Date): string => {
  const offset = SYDNEY_OFFSET.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+10:00'
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(offset) ?? [null, '+', '10', '00']
  return `${sign}${hours}:${minutes ?? '00'}`
}

/** A wall-clock time on a day in Sydney as an instant: guessed on standard time, then corrected by the offset there. */
const sydneyMoment = (date: string, time: string): string => {
  const guess = new Date(`${date}T${time}+10:00`)
  return new Date(`${date}T${time}${offsetAt(guess)}`).toISOString()
}

/** The first moment of a YYYY-MM-DD day in Sydney, as an ISO instant. */
export function startOfDayInSydney(date: string): string {
  return sydneyMoment(date, '00:00:00.000')
}

/** The last moment of a YYYY-MM-DD day in Sydney, as an ISO instant: a link expires after that day. */
export function endOfDayInSydney(date: string): string {
  return sydneyMoment(date, '23:59:59.999')
}
