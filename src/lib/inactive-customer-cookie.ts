import { readCookie, serializeCookie } from './cookies'
import { createSignedToken, readSignedToken } from './signed-token'

export const INACTIVE_CUSTOMER_COOKIE = 'inactive-customer'
const ONE_HOUR_MS = 3_600_000
const PURPOSE = 'inactive-customer'

/**
 * How this browser knows an inactive customer: it `created` the customer, or it `identified` one by
 * email. Only a creator may change the email; either may activate, which is confirmed by email.
 */
export type InactiveCustomerClaim = { id: string | number; mode: 'created' | 'identified' }

export const inactiveCustomerCookie = (claim: InactiveCustomerClaim): string =>
  serializeCookie(INACTIVE_CUSTOMER_COOKIE, createSignedToken(PURPOSE, claim, ONE_HOUR_MS), {
    maxAgeSeconds: ONE_HOUR_MS / 1000,
  })

export const readInactiveCustomerClaim = (headers: Headers): InactiveCustomerClaim | null =>
  readSignedToken<InactiveCustomerClaim>(PURPOSE, readCookie(headers, INACTIVE_CUSTOMER_COOKIE))

export const claimCovers = (claim: InactiveCustomerClaim | null, id: unknown): boolean =>
  claim !== null && String(claim.id) === String(id)
