'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState, useTransition } from 'react'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { z } from 'zod'

import { AddressFields, emptyAddress, type AddressDraft } from '@/components/address/AddressFields'
import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { recipientInputSchema, type RecipientField } from '@/domain/recipient-input'
import type { AddressBookEntry } from '@/collections/shipments/address-book'
import { addRecipientAction } from '@/features/dashboard/shipment-actions'

type Values = { recipient: AddressDraft }

// Under `recipient`, so the fields' ids (`recipient-postcode`) are those of every address form.
const resolver = zodResolver(z.object({ recipient: recipientInputSchema }), undefined, { raw: true }) as Resolver<Values>

const EMPTY: Values = { recipient: emptyAddress('AU') }

/**
 * A new address for the address book. The same schema checks it here and again on the server;
 * a refused submit moves focus to the first field to fix.
 */
export function RecipientForm({ onAdded }: { onAdded: (recipient: AddressBookEntry) => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY, resolver })
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, startSaving] = useTransition()

  const setErrors = (errors: Partial<Record<RecipientField, string>>) => {
    const fields = Object.entries(errors).filter(([, message]) => message)
    fields.forEach(([field, message], index) =>
      form.setError(`recipient.${field as RecipientField}`, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
  }

  const submit = ({ recipient: values }: Values) => {
    setFormError(null)
    startSaving(async () => {
      const result = await addRecipientAction(values)
      if (!result.ok) {
        setErrors(result.errors ?? {})
        setFormError(result.message)
        return
      }
      form.reset(EMPTY)
      onAdded(result.recipient)
    })
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="New recipient" className="space-y-4">
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <AddressFields prefix="recipient" chooseCountry />
        <div className="flex justify-end">
          <button type="submit" disabled={saving} className={buttonClasses('primary', 'md')}>
            {saving ? 'Saving…' : 'Save and choose this recipient'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
