'use client'

import { TextField } from '@/components/ui/TextField'
import { CurrentPasswordField } from '@/components/auth/PasswordField'
import { requestEmailChangeAction } from '@/features/auth/account-actions'
import { SettingsForm } from '@/components/dashboard/SettingsForm'

/** A new email address and the current password; the new address then has to confirm. */
export function EmailForm({ email }: { email: string }) {
  return (
    <SettingsForm action={requestEmailChangeAction} submitLabel="Send confirmation link" pendingLabel="Sending…">
      {(state) => (
        <>
          <p className="text-sm">
            You log in with <strong className="font-medium">{email}</strong>.
          </p>
          <TextField
            id="newEmail"
            label="New email address"
            type="email"
            autoComplete="email"
            defaultValue={state.status === 'error' ? state.values?.newEmail : ''}
            error={state.fieldErrors?.newEmail}
          />
          <CurrentPasswordField id="email-current-password" error={state.fieldErrors?.currentPassword} />
        </>
      )}
    </SettingsForm>
  )
}
