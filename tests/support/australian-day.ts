import { calendarDateInAustralia } from '@/domain/business-days'

/**
 * Today's date in Australia (Sydney), for a file whose cases all work on "today": when Sydney's
 * midnight is less than `marginMs` away it first waits it out, so the file runs within one day
 * (the server dates what it writes by Sydney's clock, whatever the machine's time zone).
 */
export const oneAustralianDay = async (marginMs = 2 * 60_000): Promise<string> => {
  const now = Date.now()
  const today = calendarDateInAustralia(new Date(now))
  for (let ahead = 1_000; ahead <= marginMs; ahead += 1_000) {
    if (calendarDateInAustralia(new Date(now + ahead)) !== today) {
      await new Promise((resolve) => setTimeout(resolve, ahead + 1_000))
      break
    }
  }
  return calendarDateInAustralia(new Date())
}
