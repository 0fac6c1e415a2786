import { describe, expect, it } from 'vitest'

import { loginProblemMessage, minutesUntilUnlock } from '@/domain/login-problem'

const NOW = Date.parse('2026-03-01T10:00:00Z')

describe('minutesUntilUnlock', () => {
  it('is null without a lock, or once the lock has passed', () => {
    expect(minutesUntilUnlock(null, NOW)).toBeNull()
    expect(minutesUntilUnlock(undefined, NOW)).toBeNull()
    expect(minutesUntilUnlock('not a date', NOW)).toBeNull()
    expect(minutesUntilUnlock('2026-03-01T09:59:59Z', NOW)).toBeNull()
    expect(minutesUntilUnlock('2026-03-01T10:00:00Z', NOW)).toBeNull()
  })

  it('rounds up to whole minutes, at least one', () => {
    expect(minutesUntilUnlock('2026-03-01T10:15:00Z', NOW)).toBe(15)
    expect(minutesUntilUnlock('2026-03-01T10:14:01Z', NOW)).toBe(15)
    expect(minutesUntilUnlock(new Date(NOW + 1000), NOW)).toBe(1)
  })
})

describe('loginProblemMessage', () => {
  it('names the minutes left on a lock, in singular and plural', () => {
    expect(loginProblemMessage({ kind: 'locked', minutes: 15 })).toContain('locked for 15 minutes')
    expect(loginProblemMessage({ kind: 'locked', minutes: 1 })).toContain('locked for 1 minute.')
  })

  it('never says which of email or password was wrong', () => {
    const message = loginProblemMessage({ kind: 'invalid-credentials' })
    expect(message).toMatch(/email and password don’t match/)
  })

  it('explains verification and activation', () => {
    expect(loginProblemMessage({ kind: 'unverified' })).toMatch(/verify your email/)
    expect(loginProblemMessage({ kind: 'inactive' })).toMatch(/from an enquiry.*set one/)
  })
})
