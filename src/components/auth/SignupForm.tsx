'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { signupAction } from '@/features/auth/actions'
import { authHref } from './auth-links'
import { CheckEmail } from './CheckEmail'
import { TextField } from '@/components/ui/TextField'
import { FormAlert } from './FormAlert'
import { IDLE } from '@/features/auth/form-state'
import { PasswordField } from './PasswordField'
import { PhoneField } from './PhoneField'
import { ResendVerification } from './ResendVerification'
import { SendPasswordLink } from './SendPasswordLink'
import { SubmitButton } from './SubmitButton'
import { useFocusFirstError } from './use-focus-first-error'

/** A new account: active at once, able to log in once the emailed link verifies the address. */
export function SignupForm({ next }: { next?: string }) {
  const [state, action] = useActionState(signupAction, IDLE)
  const formRef = useFocusFirstError(state)
  const values = state.values ?? {}
  const errors = state.fieldErrors ?? {}
  if (state.status === 'success') {
    return (
      <CheckEmail
        actions={
          <>
            {state.resendToken ? <ResendVerification permission={state.resendToken} /> : null}
            <Link href={authHref('login', next)} className="text-sm font-medium underline underline-offset-4">
              Back to log in
            </Link>
          </>
        }
      >
        <p>
          We sent a verification link to <strong className="text-ink">{values.email}</strong>.
        </p>
        <p>Open it to confirm your address, then log in. It can take a minute to arrive; check your spam folder too.</p>
      </CheckEmail>
    )
  }
  return (
    <div className="space-y-5">
      {state.status === 'error' && state.message ? (
        <FormAlert tone={state.problem === 'inactive' ? 'info' : 'error'}>
          <p>{state.message}</p>
          {state.problem === 'inactive' && values.email ? <SendPasswordLink email={values.email} /> : null}
        </FormAlert>
      ) : null}
      <form ref={formRef} action={action} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="signup-first-name"
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={100}
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <TextField
            id="signup-last-name"
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={100}
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <TextField
          id="signup-company"
          name="company"
          label="Company"
          optional
          autoComplete="organization"
          maxLength={200}
          defaultValue={values.company}
          error={errors.company}
        />
        <TextField
          id="signup-email"
          name="email"
          label="Work email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        {state.problem === 'account-exists' ? (
          <p className="-mt-2 text-sm">
            <Link href={authHref('login', next)} className="font-medium underline underline-offset-4">
              Log in
            </Link>
            {' or '}
            <Link href={authHref('forgot', next)} className="font-medium underline underline-offset-4">
              reset your password
            </Link>
          </p>
        ) : null}
        <PasswordField id="signup-password" name="password" label="Password" autoComplete="new-password" showRules error={errors.password} />
        <PhoneField idPrefix="signup-phone" countryCode={values.phoneCountry} number={values.phoneNumber} error={errors.phoneNumber} />
        <SubmitButton pendingLabel="Creating your account…" className="w-full">
          Create account
        </SubmitButton>
      </form>
    </div>
  )
}
