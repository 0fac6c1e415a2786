'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { changePassword } from '@/collections/customers/operations/change-password'
import { confirmEmailChange } from '@/collections/customers/operations/confirm-email-change'
import { updateProfile } from '@/collections/customers/operations/update-profile'
import { formStateOf, type FormState } from '@/features/auth/form-state'
import { emailChangeInput, formValues, passwordChangeInput, profileInput } from '@/domain/account-input'
import { fieldErrorsOf } from '@/domain/field-errors'
import { type LoginProblem, loginProblemMessage } from '@/domain/login-problem'
import { passwordProblem } from '@/domain/password-rules'
import { pendingEmailChange, sendEmailChangeConfirmation } from '@/features/auth/email-change'
import { accountState } from '@/features/auth/login'
import { confirmCurrentPassword } from '@/features/auth/password-check'
import { withinRateLimit } from '@/features/auth/rate-limit'
import { getActingViewer } from '@/features/auth/current-customer'
import type { Viewer } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'
import { refusingErrors } from '@/platform/result'

const SIGNED_OUT: FormState = { status: 'error', message: 'Your session has ended. Log in again to change your account.' }
const CUSTOMER_ONLY: FormState = {
  status: 'error',
  message: 'Only the customer can change their email and password: it needs their current password.',
}
const RATE_LIMITED: FormState = { status: 'error', message: loginProblemMessage({ kind: 'rate-limited' }) }

const refreshAccountPages = () => revalidatePath('/dashboard', 'layout')

/** The customer's own session, not a staff member viewing as them: only they may change sign-in details. */
const ownSession = (viewer: Viewer | null): FormState | null => (!viewer ? SIGNED_OUT : viewer.staff ? CUSTOMER_ONLY : null)

const wrongCurrentPassword = (problem: LoginProblem): Record<string, string> => ({
  currentPassword: problem.kind === 'invalid-credentials' ? 'That is not your current password.' : loginProblemMessage(problem),
})

/** Name, company and phone. A staff member viewing as the customer may correct these for them. */
export async function updateProfileAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await getActingViewer()
  if (!viewer) return SIGNED_OUT
  const values = formValues(form)
  const parsed = profileInput.safeParse(values)
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values }
  const payload = await payloadClient()
  const saved = await refusingErrors(payload, 'Your details were not changed.', async () => {
    await updateProfile(payload, viewer.customer, parsed.data)
    return { ok: true as const }
  })
  if (!saved.ok) return { ...formStateOf(saved, ''), values }
  if (viewer.staff) {
    payload.logger.info({ staff: viewer.staff.email, customer: viewer.customer.email }, 'customer details changed while viewing as the customer')
  }
  refreshAccountPages()
  return formStateOf(saved, 'Your details are saved.')
}

/**
 * Step one of an email change: the current password, then a confirmation link to the new address.
 * The email stays as it is until that link is followed by the signed-in customer.
 */
export async function requestEmailChangeAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await getActingViewer()
  const refused = ownSession(viewer)
  if (refused || !viewer) return refused ?? SIGNED_OUT
  const raw = formValues(form)
  const values = { newEmail: raw.newEmail ?? '' }
  const parsed = emailChangeInput.safeParse(raw)
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), values }
  const { newEmail, currentPassword } = parsed.data
  if (newEmail === viewer.customer.email) return { status: 'error', fieldErrors: { newEmail: 'That is already your email address.' }, values }
  if (!(await withinRateLimit('login'))) return { ...RATE_LIMITED, values }
  const check = await confirmCurrentPassword(viewer.customer, currentPassword)
  if (!check.ok) return { status: 'error', fieldErrors: wrongCurrentPassword(check.problem), values }
  const payload = await payloadClient()
  if (await accountState(payload, newEmail)) {
    return { status: 'error', fieldErrors: { newEmail: 'Another account already uses this email address.' }, values }
  }
  if (!(await withinRateLimit('email-change'))) return { ...RATE_LIMITED, values }
  await sendEmailChangeConfirmation(payload, { customerId: viewer.customer.id, from: viewer.customer.email, to: newEmail })
  return {
    status: 'success',
    message: `We sent a confirmation link to ${newEmail}. Open it while logged in to switch; until then, keep using ${viewer.customer.email}.`,
  }
}

/** Step two: the link from the new address, followed by the signed-in customer, makes the change. */
export async function confirmEmailChangeAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await getActingViewer()
  const refused = ownSession(viewer)
  if (refused || !viewer) return refused ?? SIGNED_OUT
  const claim = pendingEmailChange(formValues(form).token, viewer.customer)
  if (!claim) return { status: 'error', message: 'This confirmation link has expired or has been used already. Ask for a new one below.' }
  const payload = await payloadClient()
  if (await accountState(payload, claim.to)) {
    return { status: 'error', message: `Another account started using ${claim.to} in the meantime, so your email stays as it is.` }
  }
  await confirmEmailChange(payload, viewer.customer, claim)
  refreshAccountPages()
  redirect('/dashboard/account-settings?email-changed=1')
}

/**
 * A new password, after the current one. Payload keeps only this browser's session when the
 * password changes, so every other device is logged out.
 */
export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await getActingViewer()
  const refused = ownSession(viewer)
  if (refused || !viewer) return refused ?? SIGNED_OUT
  const parsed = passwordChangeInput.safeParse(formValues(form))
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) }
  const { currentPassword, newPassword } = parsed.data
  const notEmail = passwordProblem(newPassword, viewer.customer.email)
  if (notEmail) return { status: 'error', fieldErrors: { newPassword: notEmail } }
  if (!(await withinRateLimit('login'))) return RATE_LIMITED
  const check = await confirmCurrentPassword(viewer.customer, currentPassword)
  if (!check.ok) return { status: 'error', fieldErrors: wrongCurrentPassword(check.problem) }
  await changePassword(await payloadClient(), viewer.customer, newPassword)
  return { status: 'success', message: 'Your password is changed. Any other devices signed in to your account have been logged out.' }
}
