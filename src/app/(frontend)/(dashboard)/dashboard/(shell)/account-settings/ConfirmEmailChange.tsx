'use client'

import { MailCheck } from 'lucide-react'
import { useActionState } from 'react'

import { FormAlert } from '@/components/auth/FormAlert'
import { IDLE } from '@/features/auth/form-state'
import { SubmitButton } from '@/components/auth/SubmitButton'
import { confirmEmailChangeAction } from '@/features/auth/account-actions'

/** The page the new address's confirmation link opens: one button to make the switch. */
export function ConfirmEmailChange({ token, from, to }: { token: string; from: string; to: string }) {
  const [state, action] = useActionState(confirmEmailChangeAction, IDLE)
  return (
    <form action={action} className="rounded-2xl border border-ink/15 bg-white p-5 sm:p-6">
      <div className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h2 className="font-semibold">Confirm your new email address</h2>
            <p className="mt-1 text-sm text-muted">
              Switch from <span className="break-all text-ink">{from}</span> to <strong className="break-all text-ink">{to}</strong>. You will log in
              with the new address from now on.
            </p>
          </div>
          <input type="hidden" name="token" value={token} />
          {state.message ? (
            <FormAlert tone="error">
              <p>{state.message}</p>
            </FormAlert>
          ) : null}
          <SubmitButton pendingLabel="Switching…">Use {to}</SubmitButton>
        </div>
      </div>
    </form>
  )
}
