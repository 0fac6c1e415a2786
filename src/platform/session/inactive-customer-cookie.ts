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

export const INACTIVE_CUSTOMER_COOKIE_OPTIONS = { maxAgeSeconds: ONE_HOUR_MS / 1000 }

/** The signed claim for a request's browser; it keeps the mark of a cookie it already holds, so its enquiries stay its own. */
export const signedInactiveCustomerClaim = (headers: Headers, claim: Omit<InactiveCustomerClaim, 'browser'>): string => {
  const browser = readInactiveCustomerClaim(headers)?.browser ?? randomBytes(16).toString('base64url')
  return createSignedToken(PURPOSE, { ...claim, browser }, ONE_HOUR_MS)
}

/** The cookie for a request's browser, as a Set-Cookie header. */
export const inactiveCustomerCookie = (headers: Headers, claim: Omit<InactiveCustomerClaim, 'browser'>): string =>
  serializeCookie(INACTIVE_CUSTOMER_COOKIE, signedInactiveCustomerClaim(headers, claim), INACTIVE_CUSTOMER_COOKIE_OPTIONS)

export const claimCovers = (claim: InactiveCustomerClaim | null, id: unknown): boolean => claim !== null && String(claim.id) === String(id)
