import { describe, expect, it } from 'vitest'

import { endOfDayInSydney, startOfDayInSydney } from '@/domain/sydney-day'

describe('days in Sydney', () => {
  it('ends on the last millisecond of the day in Sydney, daylight saving or not', () => {
    expect(endOfDayInSydney('2026-12-01')).toBe('2026-12-01T12:59:59.999Z')
    expect(endOfDayInSydney('2026-06-01')).toBe('2026-06-01T13:59:59.999Z')
  })

  it('starts at Sydney midnight, the day before in UTC', () => {
    expect(startOfDayInSydney('2026-12-01')).toBe('2026-11-30T13:00:00.000Z')
    expect(startOfDayInSydney('2026-07-01')).toBe('2026-06-30T14:00:00.000Z')
  })

  it('follows the change to daylight saving on its own day', () => {
    // Clocks go forward at 2 am on 4 October 2026: the day begins on standard time and ends on daylight time.
    expect(startOfDayInSydney('2026-10-04')).toBe('2026-10-03T14:00:00.000Z')
    expect(endOfDayInSydney('2026-10-04')).toBe('2026-10-04T12:59:59.999Z')
  })
})
