'use client'

import { get, useFormContext, useWatch } from 'react-hook-form'

import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select } from '@/components/ui/form-controls'
import { AUSTRALIAN_STATES } from '@/domain/address'
import { COUNTRY_OPTIONS } from '@/domain/countries'
import type { RecipientField } from '@/domain/recipient-input'

/** An address as its form holds it: every field a string, blank when not given. */
export type AddressDraft = Record<RecipientField, string>

export const emptyAddress = (country: string, start: Partial<AddressDraft> = {}): AddressDraft => ({
  fullName: '',
  companyName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  suburb: '',
  state: '',
  postcode: '',
  country,
  ...start,
})

type TextOptions = {
  autoComplete: string
  className: string
  optional?: boolean
  type?: 'text' | 'email' | 'tel'
  inputMode?: 'numeric' | 'email' | 'tel'
  maxLength?: number
  hint?: string
}

/**
 * The name, contact and postal address of someone we deliver to, inside a react-hook-form form, at
 * `prefix` (e.g. `recipient` or `distributionList.2.recipient`; empty for a form of the address
 * alone). Australian addresses get a state list and a postcode the recipient schema checks against
 * the state; other countries a free region. The country is either chosen here (`chooseCountry`)
 * or set by the form around it (`country`). `linesOnly` asks for the postal lines alone, as when a
 * recipient corrects where their parcel goes.
 */
export function AddressFields({
  prefix,
  country: fixedCountry,
  chooseCountry = false,
  emailHint,
  linesOnly = false,
}: {
  prefix: string
  country?: string
  chooseCountry?: boolean
  /** Makes the email required, with this hint for why it is asked for. */
  emailHint?: string
  linesOnly?: boolean
}) {
  const { register, setValue, formState } = useFormContext()
  const pathOf = (name: RecipientField) => (prefix ? `${prefix}.${name}` : name)
  const chosenCountry = useWatch({ name: pathOf('country'), disabled: !chooseCountry }) as string | undefined
  const country = (chooseCountry ? chosenCountry : fixedCountry) || 'AU'
  const australian = country === 'AU'
  const idOf = (name: RecipientField) => pathOf(name).replaceAll('.', '-')
  const errorOf = (name: RecipientField): string | undefined => (get(formState.errors, pathOf(name)) as { message?: string } | undefined)?.message

  const text = (name: RecipientField, label: string, options: TextOptions) => {
    const id = idOf(name)
    const error = errorOf(name)
    return (
      <Field id={id} label={label} optional={options.optional} error={error} hint={options.hint} className={options.className}>
        <Input
          {...fieldControlProps(id, { error, hint: Boolean(options.hint) })}
          {...register(pathOf(name))}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          required={!options.optional}
        />
      </Field>
    )
  }

  const stateId = idOf('state')
  const stateError = errorOf('state')
  const countryId = idOf('country')
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {linesOnly ? null : text('fullName', 'Full name', { autoComplete: 'name', className: 'sm:col-span-3' })}
      {linesOnly ? null : text('companyName', 'Company', { autoComplete: 'organization', className: 'sm:col-span-3', optional: true })}
      {chooseCountry ? (
        <Field id={countryId} label="Country" error={errorOf('country')} className="sm:col-span-6">
          <Select
            {...fieldControlProps(countryId, { error: errorOf('country') })}
            {...register(pathOf('country'), { onChange: () => setValue(pathOf('state'), '') })}
            autoComplete="country"
          >
            {COUNTRY_OPTIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {text('address1', 'Street address', { autoComplete: 'address-line1', className: 'sm:col-span-6' })}
      {text('address2', 'Unit, level or building', { autoComplete: 'address-line2', className: 'sm:col-span-6', optional: true })}
      {text('suburb', australian ? 'Suburb' : 'Town or city', { autoComplete: 'address-level2', className: 'sm:col-span-2' })}
      {australian ? (
        <Field id={stateId} label="State" error={stateError} className="sm:col-span-2">
          <Select {...fieldControlProps(stateId, { error: stateError })} {...register(pathOf('state'))} autoComplete="address-level1" required>
            <option value="">Choose…</option>
            {AUSTRALIAN_STATES.map((state) => (
              <option key={state.code} value={state.code} title={state.name}>
                {state.code}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        text('state', 'State or region', { autoComplete: 'address-level1', className: 'sm:col-span-2', optional: true })
      )}
      {text('postcode', 'Postcode', {
        autoComplete: 'postal-code',
        className: 'sm:col-span-2',
        optional: !australian,
        inputMode: australian ? 'numeric' : undefined,
        maxLength: australian ? 4 : 12,
      })}
      {linesOnly
        ? null
        : text('email', 'Email', {
            autoComplete: 'email',
            className: 'sm:col-span-3',
            optional: !emailHint,
            type: 'email',
            inputMode: 'email',
            hint: emailHint ?? 'For delivery updates.',
          })}
      {linesOnly
        ? null
        : text('phone', 'Phone', {
            autoComplete: 'tel',
            className: 'sm:col-span-3',
            optional: true,
            type: 'tel',
            inputMode: 'tel',
            hint: 'The courier may call.',
          })}
    </div>
  )
}
