'use server'

import { resetPasswordAfterAnswer } from '@/collections/customers/endpoints/forgot-password-endpoint'
import { customerByResetToken } from '@/collections/customers/reset-token'
import type { FormState } from './form-state'
import { forgotPasswordInput, formValues, linkToken, loginInput, resetPasswordInput, signupInput } from '@/domain/account-input'
import { fieldErrorsOf } from '@/domain/field-errors'
import { loginProblemMessage } from '@/domain/login-problem'
import { passwordProblem } from '@/domain/password-rules'
import { safeReturnPath } from '@/domain/return-path'
import { isValidationErrorOn, payloadErrorStatus } from './errors'
import { accountState, loginCustomer } from './login'
import { withinRateLimit } from './rate-limit'
import { startCustomerSession } from './session'
import { resendPermission, resendVerification } from './verification'
import { payloadClient } from '@/payload-client'

const RATE_LIMITED: FormState = { status: 'error', message: loginProblemMessage({ kind: 'rate-limited' }) }

/** Log in: Payload's login through the Local API, then the same cookie Payload's REST login sets. */
export async function loginAction(_previous: FormState, form: FormData): Promise<FormState> {
  const raw = formValues(form)
  const values = { email: raw.email ?? '' }
  const parsed = loginInput.safeParse(raw)
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values }
  if (!(await withinRateLimit('login'))) return { ...RATE_LIMITED, values }
  const outcome = await loginCustomer(parsed.data.email, parsed.data.password)
  if (!outcome.ok) {
    const { problem } = outcome
    return {
      status: 'error',
      message: loginProblemMessage(problem),
      problem: problem.kind,
      resendToken: problem.kind === 'unverified' ? resendPermission(parsed.data.email) : undefined,
      values,
    }
  }
  await startCustomerSession(outcome.token)
  return { status: 'success', redirectTo: safeReturnPath(raw.next) }
}

/**
 * Sign up: an active customer who must verify the email before logging in (Payload sends the
 * link). An email that already has an account leads to logging in, or for an account made by an
 * enquiry, to activating it.
 */
export async function signupAction(_previous: FormState, form: FormData): Promise<FormState> {
  const raw = formValues(form)
  const { password: _password, ...values } = raw
  const parsed = signupInput.safeParse(raw)
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values }
  if (!(await withinRateLimit('sign-up'))) return { ...RATE_LIMITED, values }
  const { email, password, firstName, lastName, company, phoneCountry, phoneNumber } = parsed.data
  const payload = await payloadClient()
  const existing = await accountState(payload, email)
  if (existing) return accountExists(existing.isActive, values)
  try {
    await payload.create({
      collection: 'customers',
      data: { email, password, firstName, lastName, company, phone: phoneNumber ? { countryCode: phoneCountry, number: phoneNumber } : undefined },
      overrideAccess: false,
    })
  } catch (error) {
    // Two sign-ups racing for one email: the database's unique index refuses the second.
    if (isValidationErrorOn(error, 'email')) return accountExists(true, values)
    payload.logger.error({ err: error, msg: 'sign-up failed' })
    return { status: 'error', message: 'We could not create your account just now. Please try again in a moment.', values }
  }
  return { status: 'success', values: { email }, resendToken: resendPermission(email) }
}

const accountExists = (isActive: boolean, values: Record<string, string>): FormState =>
  isActive
    ? {
        status: 'error',
        problem: 'account-exists',
        fieldErrors: { email: 'An account with this email already exists. Log in, or reset your password if you forgot it.' },
        values,
      }
    : { status: 'error', problem: 'inactive', message: loginProblemMessage({ kind: 'inactive' }), values }

/**
 * Forgot password, and activation of an account made by an enquiry: Payload emails a link to
 * /auth/reset-password (worded "set your password" for an inactive account). The answer is the
 * same whether or not the email has an account.
 */
export async function sendPasswordLinkAction(_previous: FormState, form: FormData): Promise<FormState> {
  const raw = formValues(form)
  const values = { email: raw.email ?? '' }
  const parsed = forgotPasswordInput.safeParse(raw)
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values }
  if (!(await withinRateLimit('forgot-password'))) return { ...RATE_LIMITED, values }
  resetPasswordAfterAnswer(await payloadClient(), 'customers', parsed.data.email)
  return { status: 'success', values: { email: parsed.data.email } }
}

/** Sends the verification link again, for whoever just signed up or knew the password. */
export async function resendVerificationAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!(await withinRateLimit('resend-verification'))) return RATE_LIMITED
  const sentTo = await resendVerification(formValues(form).resendToken)
  return sentTo
    ? { status: 'success', message: `We sent a new link to ${sentTo}.` }
    : { status: 'error', message: 'There is nothing to resend: the address may be verified already. Try logging in.' }
}

const EXPIRED_LINK: FormState = {
  status: 'error',
  problem: 'expired-link',
  message: 'This link has expired or has been used already. Ask for a new one below; it works for one hour.',
}

/**
 * Reset (or first set) the password from the emailed link, then sign in. Payload's reset ends
 * every other session of the customer; the collection's hook activates an inactive customer.
 */
export async function resetPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const raw = formValues(form)
  const parsed = resetPasswordInput.safeParse(raw)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return fieldErrors.token ? EXPIRED_LINK : { status: 'error', fieldErrors }
  }
  const payload = await payloadClient()
  const holder = await customerByResetToken(payload, parsed.data.token)
  if (!holder) return EXPIRED_LINK
  const notEmail = passwordProblem(parsed.data.password, holder.email)
  if (notEmail) return { status: 'error', fieldErrors: { password: notEmail } }
  try {
    const result = await payload.resetPassword({ collection: 'customers', data: parsed.data, overrideAccess: true })
    if (!result.token) throw new Error('reset returned no token')
    await startCustomerSession(result.token)
  } catch (error) {
    if (payloadErrorStatus(error) === 403) return EXPIRED_LINK
    payload.logger.error({ err: error, msg: 'password reset failed' })
    return { status: 'error', message: 'We could not change your password just now. Please try again in a moment.' }
  }
  return { status: 'success', redirectTo: '/dashboard' }
}

/**
 * Confirms the address from the verification link. A POST, not the page's GET: browsers and mail
 * scanners may fetch a link more than once (Chromium repeats a first visit to send client hints),
 * and a GET that used up the token would show "no longer valid" after succeeding.
 */
export async function verifyEmailAction(_previous: FormState, form: FormData): Promise<FormState> {
  const token = linkToken.safeParse(formValues(form).token)
  if (!token.success) return { status: 'error', problem: 'expired-link' }
  const payload = await payloadClient()
  const verified = await payload.verifyEmail({ collection: 'customers', token: token.data }).then(
    () => true,
    () => false,
  )
  return verified ? { status: 'success' } : { status: 'error', problem: 'expired-link' }
}
