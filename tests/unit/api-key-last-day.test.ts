import { describe, expect, it } from 'vitest'

import { formatLastDay } from '@/domain/api-key-last-day'

describe('formatLastDay', () => {
  it('is the day chosen, though its end in UTC is the next morning in Sydney', () => {
    expect(formatLastDay('2027-06-30T23:59:59.999Z')).toBe('30 June 2027')
    expect(formatLastDay('2027-01-31T23:59:59.999Z')).toBe('31 Jan 2027')
  })

  it('shows nothing for an unreadable date', () => {
    expect(formatLastDay('not a date')).toBe('')
  })
})
