'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { loginAction } from '@/features/auth/actions'
import { authHref } from './auth-links'
import { TextField } from '@/components/ui/TextField'
import { FormAlert } from './FormAlert'
import { IDLE } from '@/features/auth/form-state'
import { CurrentPasswordField } from './PasswordField'
import { ResendVerification } from './ResendVerification'
import { SendPasswordLink } from './SendPasswordLink'
import { SubmitButton } from './SubmitButton'
import { useFocusFirstError } from './use-focus-first-error'
import { useSignedInNavigation } from './use-signed-in-navigation'

/** Email and password; a failure says why in plain words and offers the way out. */
export function LoginForm({ next }: { next?: string }) {
  const [state, action] = useActionState(loginAction, IDLE)
  const formRef = useFocusFirstError(state)
  useSignedInNavigation(state)
  const email = state.values?.email ?? ''
  const guidance = state.problem === 'unverified' || state.problem === 'inactive'
  return (
    <div className="space-y-5">
      {state.status === 'error' && state.message ? (
        <FormAlert tone={guidance ? 'info' : 'error'}>
          <p>{state.message}</p>
          {state.problem === 'unverified' && state.resendToken ? <ResendVerification permission={state.resendToken} /> : null}
          {state.problem === 'inactive' && email ? <SendPasswordLink email={email} /> : null}
        </FormAlert>
      ) : null}
      {state.status === 'success' && state.redirectTo ? (
        <FormAlert tone="success">
          <p>
            You are logged in.{' '}
            <a href={state.redirectTo} className="font-medium underline">
              Continue to your dashboard
            </a>
          </p>
        </FormAlert>
      ) : null}
      <form ref={formRef} action={action} noValidate className="space-y-4">
        <input type="hidden" name="next" value={next ?? ''} />
        <TextField
          id="login-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          error={state.fieldErrors?.email}
        />
        <CurrentPasswordField
          id="login-password"
          name="password"
          label="Password"
          error={state.fieldErrors?.password}
          trailing={
            <Link href={authHref('forgot', next)} className="text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline">
              Forgot password?
            </Link>
          }
        />
        <SubmitButton pendingLabel="Logging in…" className="w-full">
          Log in
        </SubmitButton>
      </form>
    </div>
  )
}
