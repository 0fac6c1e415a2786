'use client'

import { CurrentPasswordField, PasswordField } from '@/components/auth/PasswordField'
import { changePasswordAction } from '@/features/auth/account-actions'
import { SettingsForm } from '@/components/dashboard/SettingsForm'

/** Current password, then the new one with its rules. */
export function PasswordForm({ email }: { email: string }) {
  return (
    <SettingsForm action={changePasswordAction} submitLabel="Change password" pendingLabel="Changing…">
      {(state) => (
        <>
          {/* Lets password managers store the new password against this account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <CurrentPasswordField id="password-current" error={state.fieldErrors?.currentPassword} />
          <PasswordField
            id="password-new"
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            showRules
            email={email}
            error={state.fieldErrors?.newPassword}
          />
        </>
      )}
    </SettingsForm>
  )
}
