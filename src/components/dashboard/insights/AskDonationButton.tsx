'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Field } from '@/components/ui/Field'
import { Textarea } from '@/components/ui/form-controls'
import { MAX_DONATION_NOTE } from '@/domain/donation'
import { askToDonateItem } from '@/features/dashboard/donation-actions'

/**
 * Asks our team to donate what is left of an idle item, after the member confirms, with an
 * optional note (a charity they prefer, say). The list then shows when it was asked.
 */
export function AskDonationButton({ item, title, units, className }: { item: number; title: string; units: number; className: string }) {
  const router = useRouter()
  const noteId = useId()
  const [note, setNote] = useState('')
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={className}>
          Ask us to donate<span className="sr-only"> {title}</span>
        </button>
      }
      title={`Ask us to donate ${title}?`}
      description={`We’ll give the ${units} left to a charity or community group and record it when they have gone. Until then you can still ship them.`}
      confirmLabel="Ask us to donate"
      pendingLabel="Asking…"
      onConfirm={async () => {
        const result = await askToDonateItem({ inventoryItem: item, note })
        if (result.ok) router.refresh()
        return result
      }}
    >
      <Field id={noteId} label="A note for our team" optional hint="A charity you’d like it to go to, say.">
        <Textarea id={noteId} rows={3} maxLength={MAX_DONATION_NOTE} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
    </ConfirmDialog>
  )
}
