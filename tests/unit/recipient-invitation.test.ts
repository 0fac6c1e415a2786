import { describe, expect, it } from 'vitest'

import { linkHostName, nextResendAt, reminderCutoff, resendRefusal } from '@/domain/recipient-invitation'

describe('recipient invitations', () => {
  it('allows a resend an hour after the last email and says when', () => {
    expect(nextResendAt('2026-03-02T01:00:00.000Z').toISOString()).toBe('2026-03-02T02:00:00.000Z')
    // 2 Mar 2026 02:00 UTC is 1 pm in Sydney (daylight time).
    expect(resendRefusal('2026-03-02T01:00:00.000Z')).toBe(
      'This invitation was emailed less than an hour ago. You can resend it once an hour: after 2 Mar 2026, 1:00 pm.',
    )
  })

  it('is due a reminder the given number of days after the last email', () => {
    expect(reminderCutoff(new Date('2026-03-10T00:00:00.000Z'), 3).toISOString()).toBe('2026-03-07T00:00:00.000Z')
  })

  it('names the host by company, else by the customer’s name', () => {
    expect(linkHostName({ company: 'Harbour & Co.', firstName: 'Priya' })).toBe('Harbour & Co')
    expect(linkHostName({ company: '', firstName: 'Priya', lastName: 'Sharma' })).toBe('Priya Sharma')
    expect(linkHostName(null)).toBe('Your host')
  })
})
