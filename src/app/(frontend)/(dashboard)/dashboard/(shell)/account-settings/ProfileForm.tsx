'use client'

import { TextField } from '@/components/ui/TextField'
import { PhoneField } from '@/components/auth/PhoneField'
import { updateProfileAction } from '@/features/auth/account-actions'
import { SettingsForm } from '@/components/dashboard/SettingsForm'

export type ProfileValues = {
  firstName?: string | null
  lastName?: string | null
  company?: string | null
  phone?: { countryCode?: string | null; number?: string | null } | null
}

/** Name, company and phone; after an error the typed values stay, after saving the stored ones show. */
export function ProfileForm({ customer }: { customer: ProfileValues }) {
  return (
    <SettingsForm action={updateProfileAction} submitLabel="Save details" pendingLabel="Saving…">
      {(state) => {
        const typed = state.status === 'error' ? state.values : undefined
        const errors = state.fieldErrors ?? {}
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="firstName"
                label="First name"
                autoComplete="given-name"
                maxLength={100}
                defaultValue={typed?.firstName ?? customer.firstName}
                error={errors.firstName}
              />
              <TextField
                id="lastName"
                label="Last name"
                autoComplete="family-name"
                maxLength={100}
                defaultValue={typed?.lastName ?? customer.lastName}
                error={errors.lastName}
              />
            </div>
            <TextField
              id="company"
              label="Company"
              optional
              autoComplete="organization"
              maxLength={200}
              defaultValue={typed?.company ?? customer.company}
              error={errors.company}
            />
            <PhoneField
              idPrefix="profile-phone"
              countryCode={typed?.phoneCountry ?? customer.phone?.countryCode}
              number={typed?.phoneNumber ?? customer.phone?.number}
              error={errors.phoneNumber}
            />
          </>
        )
      }}
    </SettingsForm>
  )
}
