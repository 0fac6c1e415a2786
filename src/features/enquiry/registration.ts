'use server'

import { cookies, headers } from 'next/headers'

import { customerEmail, type Registration, registrationOf } from '@/collections/customers/registration'
import { INACTIVE_CUSTOMER_COOKIE } from '@/domain/cookie-header'
import { loginProblemMessage } from '@/domain/login-problem'
import { withinRateLimit } from '@/features/auth/rate-limit'
import { cookieSettings } from '@/platform/session/cookies'
import { INACTIVE_CUSTOMER_COOKIE_OPTIONS, signedInactiveCustomerClaim } from '@/platform/session/inactive-customer-cookie'
import { payloadClient } from '@/payload-client'

export type RegistrationCheck = Registration | { kind: 'error'; message: string }

/**
 * check-registration for the enquiry form, run on the server: an inactive customer is an expected
 * answer there, and as a 403 from the REST endpoint the browser would log it as a failed request.
 * It draws on the endpoint's per-address budget and sets the same signed cookie.
 */
export async function checkRegistration(email: string): Promise<RegistrationCheck> {
  const parsed = customerEmail.safeParse(email)
  if (!parsed.success) return { kind: 'error', message: 'Enter a valid email address.' }
  if (!(await withinRateLimit('check-registration'))) return { kind: 'error', message: loginProblemMessage({ kind: 'rate-limited' }) }
  const registration = await registrationOf(await payloadClient(), parsed.data)
  if (registration.kind === 'inactive') {
    const claim = signedInactiveCustomerClaim(await headers(), { id: registration.customer.id, mode: 'identified' })
    ;(await cookies()).set(INACTIVE_CUSTOMER_COOKIE, claim, cookieSettings(INACTIVE_CUSTOMER_COOKIE_OPTIONS))
  }
  return registration
}
