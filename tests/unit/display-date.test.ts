import { describe, expect, it } from 'vitest'

import { formatDate, formatDateTime, formatDayMonth, formatUtcDay, startOfToday } from '@/domain/display-date'

describe('display dates', () => {
  it('formats in Sydney time, whatever the server runs in', () => {
    // 14:30 UTC on 31 Jan is already 1 Feb in Sydney (UTC+11 in summer).
    expect(formatDate('2026-01-31T14:30:00.000Z')).toBe('1 Feb 2026')
    expect(formatDateTime('2026-01-31T14:30:00.000Z')).toMatch(/^1 Feb 2026, 1:30\sam$/)
    // Winter: UTC+10 (and en-AU writes the short month of July in full).
    expect(formatDate(new Date('2026-07-15T13:59:00.000Z'))).toBe('15 July 2026')
    expect(formatDate(new Date('2026-07-15T14:00:00.000Z'))).toBe('16 July 2026')
    expect(formatDayMonth('2026-01-31T14:30:00.000Z')).toBe('1 Feb')
  })

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDayMonth(null)).toBe('')
  })
})

describe('startOfToday', () => {
  it('is midnight in Sydney, whatever the server’s time zone', () => {
    // 10:30 pm UTC on 24 Nov is 9:30 am on 25 Nov in Sydney (AEDT, UTC+11).
    expect(startOfToday(new Date('2026-11-24T22:30:00Z')).toISOString()).toBe('2026-11-24T13:00:00.000Z')
    // 9 am UTC on 25 Nov is already 8 pm there, the same Sydney day.
    expect(startOfToday(new Date('2026-11-25T09:00:00Z')).toISOString()).toBe('2026-11-24T13:00:00.000Z')
  })

  it('is midnight on the days the clocks change', () => {
    // 5 Apr 2026: clocks go back from 3 am AEDT to 2 am AEST; midnight was still AEDT (UTC+11).
    expect(startOfToday(new Date('2026-04-05T06:00:00Z')).toISOString()).toBe('2026-04-04T13:00:00.000Z')
    // 4 Oct 2026: clocks go forward from 2 am AEST to 3 am AEDT; midnight was AEST (UTC+10).
    expect(startOfToday(new Date('2026-10-04T06:00:00Z')).toISOString()).toBe('2026-10-03T14:00:00.000Z')
  })

  it('shows a day kept as its end in UTC as that day, though it is the next morning in Sydney', () => {
    expect(formatUtcDay('2027-06-30T23:59:59.999Z')).toBe('30 June 2027')
    expect(formatUtcDay('2027-01-31T23:59:59.999Z')).toBe('31 Jan 2027')
    expect(formatUtcDay('not a date')).toBe('')
  })
})
