import type { LoginProblem } from '@/domain/login-problem'
import type { Result } from '@/platform/result'

/**
 * What an auth or account server action answers: a message for the form, one per field, and the
 * non-secret values to put back in the fields after an error (passwords never come back).
 */
export type FormState = {
  status: 'idle' | 'error' | 'success'
  message?: string
  fieldErrors?: Record<string, string>
  values?: Record<string, string>
  /** Why it failed, so the form can offer the way out (resend, activate, reset, ask again). */
  problem?: LoginProblem['kind'] | 'account-exists' | 'expired-link'
  /** Login and sign-up: a short-lived signed permission to resend the verification email. */
  resendToken?: string
  /** Where to go once signed in. */
  redirectTo?: string
}

export const IDLE: FormState = { status: 'idle' }

/** A mutation's result as the form shows it: `done` once made, the refusal's words and fields if not. */
export const formStateOf = (result: Result, done: string): FormState =>
  result.ok ? { status: 'success', message: done } : { status: 'error', message: result.message, fieldErrors: result.errors }
