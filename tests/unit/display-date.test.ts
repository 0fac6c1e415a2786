import { describe, expect, it } from 'vitest'

import { formatDate, formatDateTime, formatDayMonth } from '@/domain/display-date'

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
