import { describe, expect, it } from 'vitest'

import { addBusinessDays, calendarDateInAustralia, holidayState, isBusinessDay, isCalendarDate, publicHolidays } from '@/domain/business-days'

describe('public holidays per state', () => {
  it('has the national days in every state', () => {
    for (const state of ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const) {
      const days = publicHolidays(state, 2026)
      expect(days.has('2026-12-25'), state).toBe(true)
      expect(days.has('2026-01-01'), state).toBe(true)
      expect(days.has('2026-04-03'), state).toBe(true)
    }
  })

  it('keeps a state-only holiday to its state', () => {
    // Melbourne Cup, the first Tuesday of November, is a holiday in Victoria only.
    expect(isBusinessDay('2026-11-03', 'VIC')).toBe(false)
    expect(isBusinessDay('2026-11-03', 'NSW')).toBe(true)
    // Labour Day falls on a different Monday in each state.
    expect(isBusinessDay('2026-03-02', 'WA')).toBe(false)
    expect(isBusinessDay('2026-03-02', 'VIC')).toBe(true)
    expect(isBusinessDay('2026-03-09', 'VIC')).toBe(false)
    expect(isBusinessDay('2026-05-04', 'QLD')).toBe(false)
    expect(isBusinessDay('2026-05-04', 'WA')).toBe(true)
  })

  it('leaves observances such as Mother’s Day out', () => {
    expect(publicHolidays('NSW', 2026).has('2026-05-10')).toBe(false)
  })
})

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    // Friday 6 November 2026 + 1 is Monday the 9th.
    expect(addBusinessDays('2026-11-06', 1, 'NSW')).toBe('2026-11-09')
    expect(addBusinessDays('2026-11-06', 5, 'NSW')).toBe('2026-11-13')
  })

  it('counts nothing for zero days', () => {
    expect(addBusinessDays('2026-11-07', 0, 'NSW')).toBe('2026-11-07')
  })

  it('spans Christmas and New Year, with Boxing Day moved to the Monday', () => {
    // 25 Dec 2026 is a Friday, 26 Dec a Saturday (observed Monday 28), 1 Jan 2027 a Friday.
    expect(addBusinessDays('2026-12-23', 1, 'NSW')).toBe('2026-12-24')
    expect(addBusinessDays('2026-12-24', 1, 'NSW')).toBe('2026-12-29')
    expect(addBusinessDays('2026-12-23', 5, 'NSW')).toBe('2027-01-04')
  })

  it('skips Good Friday and Easter Monday', () => {
    expect(addBusinessDays('2026-04-02', 1, 'QLD')).toBe('2026-04-07')
    expect(addBusinessDays('2027-03-25', 1, 'SA')).toBe('2027-03-30')
  })

  it('gives a different date in a state with a holiday of its own', () => {
    expect(addBusinessDays('2026-11-02', 1, 'VIC')).toBe('2026-11-04')
    expect(addBusinessDays('2026-11-02', 1, 'NSW')).toBe('2026-11-03')
  })

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays('2026-11-02', -1, 'NSW')).toThrow(RangeError)
    expect(() => addBusinessDays('2026-11-02', 1.5, 'NSW')).toThrow(RangeError)
  })
})

describe('dates and states', () => {
  it('takes a known state and falls back to New South Wales', () => {
    expect(holidayState(' vic ')).toBe('VIC')
    expect(holidayState('Victoria')).toBe('NSW')
    expect(holidayState(null)).toBe('NSW')
  })

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('2026-2-3')).toBe(false)
    expect(isCalendarDate(20260228)).toBe(false)
  })

  it('reads a moment as the day it is in Sydney', () => {
    expect(calendarDateInAustralia('2026-11-25T14:30:00Z')).toBe('2026-11-26')
    expect(calendarDateInAustralia('2026-11-25T12:00:00Z')).toBe('2026-11-25')
  })
})
