import { IMPERSONATION_COOKIE } from '@/domain/cookie-header'
import { readCookie, serializeCookie } from './cookies'
import { createSignedToken, readSignedToken } from './signed-token'

const PURPOSE = 'impersonation'
const EIGHT_HOURS_MS = 8 * 3_600_000

/**
 * Which customer a staff member is viewing the dashboard as. The cookie is signed and names the
 * staff member too, so it is honoured only alongside that same staff member's valid session.
 */
export type ImpersonationClaim = { staffId: string | number; customerId: string | number }

export const impersonationCookie = (claim: ImpersonationClaim): string =>
  serializeCookie(IMPERSONATION_COOKIE, createSignedToken(PURPOSE, claim, EIGHT_HOURS_MS), {
    maxAgeSeconds: EIGHT_HOURS_MS / 1000,
  })

export const clearedImpersonationCookie = (): string => serializeCookie(IMPERSONATION_COOKIE, '', { maxAgeSeconds: 0 })

export const readImpersonationClaim = (cookieValue: string | null | undefined): ImpersonationClaim | null =>
  readSignedToken<ImpersonationClaim>(PURPOSE, cookieValue)

export const impersonationClaimFrom = (headers: Headers): ImpersonationClaim | null =>
  readImpersonationClaim(readCookie(headers, IMPERSONATION_COOKIE))
