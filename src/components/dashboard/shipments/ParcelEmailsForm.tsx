'use client'

import { SettingsForm } from '@/components/dashboard/SettingsForm'
import type { ParcelEmailChoices } from '@/domain/delivery/parcel-emails'
import { saveParcelEmailsAction } from '@/features/dashboard/parcel-email-actions'
import { ParcelEmailTable } from './ParcelEmailTable'

/** The company's parcel emails as checkboxes, saved together. */
export function ParcelEmailsForm({ choices }: { choices: ParcelEmailChoices | null }) {
  return (
    <SettingsForm action={saveParcelEmailsAction} submitLabel="Save parcel emails" pendingLabel="Saving…">
      {() => <ParcelEmailTable choices={choices} editable />}
    </SettingsForm>
  )
}
