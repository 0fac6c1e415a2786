// Why a login did not work, told in plain words.

import { counted } from './counted'

export type LoginProblem =
  | { kind: 'invalid-credentials' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'unverified' }
  | { kind: 'inactive' }
  | { kind: 'rate-limited' }
  | { kind: 'unavailable' }

/** Whole minutes until a lock set by repeated failures ends (at least 1), or null when not locked. */
export function minutesUntilUnlock(lockUntil: string | Date | null | undefined, now: number = Date.now()): number | null {
  if (!lockUntil) return null
  const until = new Date(lockUntil).getTime()
  if (Number.isNaN(until) || until <= now) return null
  return Math.max(1, Math.ceil((until - now) / 60_000))
}

export function loginProblemMessage(problem: LoginProblem): string {
  switch (problem.kind) {
    case 'invalid-credentials':
      return 'That email and password don’t match. Check them and try again, or reset your password.'
    case 'locked':
      return `Too many attempts: for your security this account is locked for ${counted(problem.minutes, 'minute')}. Try again then, or reset your password.`
    case 'unverified':
      return 'Please verify your email address first: open the link we emailed you when you signed up.'
    case 'inactive':
      return 'This email has an account from an enquiry, but no password yet. We can email you a link to set one.'
    case 'rate-limited':
      return 'Too many attempts from this device. Wait a few minutes and try again.'
    case 'unavailable':
      return 'We could not sign you in just now. Please try again in a moment.'
  }
}
