'use client'

import { useActionState } from 'react'

import { sendPasswordLinkAction } from '@/features/auth/actions'
import { IDLE } from '@/features/auth/form-state'
import { SubmitButton } from './SubmitButton'

/**
 * One button that emails the owner of `email` a link to set a password: how an account made by an
 * enquiry is activated from /auth. Only the mailbox's owner can follow the link.
 */
export function SendPasswordLink({ email }: { email: string }) {
  const [state, action] = useActionState(sendPasswordLinkAction, IDLE)
  if (state.status === 'success') {
    return (
      <p role="status" className="font-medium">
        We have emailed a link to {email}. Open it to set your password; it works for one hour.
      </p>
    )
  }
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="email" value={email} />
      <SubmitButton variant="secondary" pendingLabel="Sending…">
        Email me a link to set my password
      </SubmitButton>
      {state.message || state.fieldErrors?.email ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message ?? state.fieldErrors?.email}
        </p>
      ) : null}
    </form>
  )
}
