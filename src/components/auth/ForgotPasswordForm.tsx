'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { sendPasswordLinkAction } from '@/features/auth/actions'
import { authHref } from './auth-links'
import { CheckEmail } from './CheckEmail'
import { TextField } from '@/components/ui/TextField'
import { FormAlert } from './FormAlert'
import { IDLE } from '@/features/auth/form-state'
import { SubmitButton } from './SubmitButton'
import { useFocusFirstError } from './use-focus-first-error'

/** Asks for a reset link; the answer never tells whether the email has an account. */
export function ForgotPasswordForm({ next, submitLabel = 'Email me a reset link' }: { next?: string; submitLabel?: string }) {
  const [state, action] = useActionState(sendPasswordLinkAction, IDLE)
  const formRef = useFocusFirstError(state)
  if (state.status === 'success') {
    return (
      <CheckEmail
        actions={
          <Link href={authHref('login', next)} className="text-sm font-medium underline underline-offset-4">
            Back to log in
          </Link>
        }
      >
        <p>
          If an account uses <strong className="text-ink">{state.values?.email}</strong>, we have sent it a link to choose a new password.
        </p>
        <p>The link works for one hour. Nothing arrived? Check your spam folder, or try again in a few minutes.</p>
      </CheckEmail>
    )
  }
  return (
    <form ref={formRef} action={action} noValidate className="space-y-4">
      {state.message ? (
        <FormAlert tone="error">
          <p>{state.message}</p>
        </FormAlert>
      ) : null}
      <TextField
        id="forgot-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        error={state.fieldErrors?.email}
      />
      <SubmitButton pendingLabel="Sending…" className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
