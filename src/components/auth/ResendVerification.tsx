'use client'

import { useActionState } from 'react'

import { resendVerificationAction } from '@/features/auth/actions'
import { IDLE } from '@/features/auth/form-state'
import { SubmitButton } from './SubmitButton'

/** "Send the link again", for the person who just signed up or typed the right password. */
export function ResendVerification({ permission }: { permission: string }) {
  const [state, action] = useActionState(resendVerificationAction, IDLE)
  if (state.status === 'success')
    return (
      <p role="status" className="text-sm font-medium">
        {state.message}
      </p>
    )
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="resendToken" value={permission} />
      <SubmitButton variant="secondary" pendingLabel="Sending…">
        Resend the verification email
      </SubmitButton>
      {state.message ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
    </form>
  )
}
