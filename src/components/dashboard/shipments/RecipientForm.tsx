'use client'

import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { AUSTRALIAN_STATES } from '@/domain/address'
import { COUNTRY_OPTIONS } from '@/domain/countries'
import { recipientFieldErrors, recipientInputSchema, type RecipientField, type RecipientFormValues } from '@/domain/recipient-input'
import type { AddressBookEntry } from '@/collections/shipments/address-book'
import { addRecipientAction } from '@/features/dashboard/shipment-actions'
import { Notice } from './Notice'
import { controlClass, fieldErrorClass, labelClass } from './form-styles'

type Errors = Partial<Record<RecipientField, string>>

const EMPTY: RecipientFormValues = { country: 'AU' }

/**
 * A new address for the address book. Australian addresses get a state list and a postcode that
 * must belong to the state; other countries a free region and postcode. The same schema checks
 * it here and again on the server.
 */
export function RecipientForm({ onAdded }: { onAdded: (recipient: AddressBookEntry) => void }) {
  const [values, setValues] = useState<RecipientFormValues>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, startSaving] = useTransition()
  const australian = (values.country ?? 'AU') === 'AU'

  const set = (field: RecipientField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { state: '' } : {}) }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const checked = recipientInputSchema.safeParse(values)
    if (!checked.success) {
      setErrors(recipientFieldErrors(checked.error))
      return
    }
    startSaving(async () => {
      const result = await addRecipientAction(values)
      if (!result.ok) {
        setErrors(result.errors ?? {})
        setFormError(result.message)
        return
      }
      setValues(EMPTY)
      setErrors({})
      onAdded(result.recipient)
    })
  }

  const field = (name: RecipientField, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`recipient-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`recipient-${name}`}
        name={name}
        value={values[name] ?? ''}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `recipient-${name}-error` : undefined}
        className={controlClass}
        {...props}
      />
      {errors[name] ? (
        <p id={`recipient-${name}-error`} className={fieldErrorClass}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form onSubmit={submit} noValidate aria-label="New recipient" className="space-y-4">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('fullName', 'Full name', { autoComplete: 'name', required: true })}
        {field('companyName', 'Company (optional)', { autoComplete: 'organization' })}
        {field('email', 'Email (optional)', { type: 'email', autoComplete: 'email' })}
        {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
      </div>
      <div>
        <label htmlFor="recipient-country" className={labelClass}>
          Country
        </label>
        <select id="recipient-country" value={values.country ?? 'AU'} onChange={set('country')} autoComplete="country" className={controlClass}>
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.country ? <p className={fieldErrorClass}>{errors.country}</p> : null}
      </div>
      {field('address1', 'Street address', { autoComplete: 'address-line1', required: true })}
      {field('address2', 'Apartment, unit, level (optional)', { autoComplete: 'address-line2' })}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem]">
        {field('suburb', australian ? 'Suburb' : 'Town or city', { autoComplete: 'address-level2', required: true })}
        {australian ? (
          <div>
            <label htmlFor="recipient-state" className={labelClass}>
              State
            </label>
            <select
              id="recipient-state"
              value={values.state ?? ''}
              onChange={set('state')}
              autoComplete="address-level1"
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? 'recipient-state-error' : undefined}
              className={controlClass}
            >
              <option value="">Choose…</option>
              {AUSTRALIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.code} — {state.name}
                </option>
              ))}
            </select>
            {errors.state ? (
              <p id="recipient-state-error" className={fieldErrorClass}>
                {errors.state}
              </p>
            ) : null}
          </div>
        ) : (
          field('state', 'State or region (optional)', { autoComplete: 'address-level1' })
        )}
        {field('postcode', australian ? 'Postcode' : 'Postcode (optional)', {
          autoComplete: 'postal-code',
          inputMode: australian ? 'numeric' : undefined,
          maxLength: australian ? 4 : 12,
        })}
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={saving} className={buttonClasses('primary', 'md')}>
          {saving ? 'Saving…' : 'Save and choose this recipient'}
        </button>
      </div>
    </form>
  )
}
