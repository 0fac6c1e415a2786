import { randomBytes } from 'node:crypto'

import { INACTIVE_CUSTOMER_COOKIE } from '@/domain/cookie-header'
import { readCookie, serializeCookie } from './cookies'
import { createSignedToken, readSignedToken } from './signed-token'

const ONE_HOUR_MS = 3_600_000
const PURPOSE = 'inactive-customer'

/**
 * How this browser knows an inactive customer: it `created` the customer, or it `identified` one by
 * email. Only a creator may change the email; either may activate, which is confirmed by email.
 * `browser` is this browser's own random mark, left on the enquiries it starts: knowing a
 * customer's email must not open the enquiries that customer started elsewhere.
 */
export type InactiveCustomerClaim = { id: string | number; mode: 'created' | 'identified'; browser?: string }

export const readInactiveCustomerClaim = (headers: Headers): InactiveCustomerClaim | null =>
  readSignedToken<InactiveCustomerClaim>(PURPOSE, readCookie(headers, INACTIVE_CUSTOMER_COOKIE))

/** The cookie for a request's browser; it keeps the mark of a cookie it already holds, so its enquiries stay its own. */
export const inactiveCustomerCookie = (headers: Headers, claim: Omit<InactiveCustomerClaim, 'browser'>): string => {
  const browser = readInactiveCustomerClaim(headers)?.browser ?? randomBytes(16).toString('base64url')
  return serializeCookie(INACTIVE_CUSTOMER_COOKIE, createSignedToken(PURPOSE, { ...claim, browser }, ONE_HOUR_MS), {
    maxAgeSeconds: ONE_HOUR_MS / 1000,
  })
}

export const claimCovers = (claim: InactiveCustomerClaim | null, id: unknown): boolean =>
  claim !== null && String(claim.id) === String(id)
