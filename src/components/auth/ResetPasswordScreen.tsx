'use client'

import { useActionState } from 'react'

import { resetPasswordAction } from '@/features/auth/actions'
import { AuthCard } from './AuthCard'
import { FormAlert } from './FormAlert'
import { IDLE } from '@/features/auth/form-state'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { PasswordField } from './PasswordField'
import { SubmitButton } from './SubmitButton'
import { useFocusFirstError } from './use-focus-first-error'
import { useSignedInNavigation } from './use-signed-in-navigation'

export type ResetTarget = { email: string; activating: boolean }

/**
 * The whole reset screen in one client component: a successful reset uses up the token, and the
 * page re-rendered after the session cookie is set would show "expired"; this component keeps its
 * own answer and opens the dashboard instead.
 */
export function ResetPasswordScreen({ token, target }: { token: string; target: ResetTarget | null }) {
  const [state, action] = useActionState(resetPasswordAction, IDLE)
  const formRef = useFocusFirstError(state)
  useSignedInNavigation(state)
  if (state.status === 'success') {
    return (
      <AuthCard title="You are logged in" description="Your password is set. Taking you to your dashboard…">
        <a href={state.redirectTo} className="text-sm font-medium underline underline-offset-4">
          Continue to your dashboard
        </a>
      </AuthCard>
    )
  }
  if (!target || state.problem === 'expired-link') {
    return (
      <AuthCard
        title="This link has expired"
        description={state.message ?? 'Password links work for one hour and only once. Ask for a new one and use the latest email.'}
      >
        <ForgotPasswordForm submitLabel="Email me a new link" />
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={target.activating ? 'Set your password' : 'Choose a new password'}
      description={
        <>
          {target.activating ? 'Activate the account for ' : 'For '}
          <strong className="font-medium text-ink">{target.email}</strong>
          {target.activating ? '. You will be logged in straight away.' : '. Your other devices will be logged out.'}
        </>
      }
    >
      <form ref={formRef} action={action} noValidate className="space-y-4">
        {state.status === 'error' && state.message ? (
          <FormAlert tone="error">
            <p>{state.message}</p>
          </FormAlert>
        ) : null}
        <input type="hidden" name="token" value={token} />
        {/* Lets password managers save the new password against the right account. */}
        <input type="email" name="username" autoComplete="username" value={target.email} readOnly hidden />
        <PasswordField
          id="reset-password"
          name="password"
          label={target.activating ? 'Password' : 'New password'}
          autoComplete="new-password"
          showRules
          email={target.email}
          error={state.fieldErrors?.password}
        />
        <SubmitButton pendingLabel="Saving…" className="w-full">
          {target.activating ? 'Set password and log in' : 'Save and log in'}
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
