'use client'

import { AUSTRALIAN_STATES } from '@/domain/address'
import { Field, describedBy, inputClass } from './Field'

export type RecipientDraft = {
  fullName: string
  companyName: string
  email: string
  phone: string
  address1: string
  address2: string
  suburb: string
  state: string
  postcode: string
  country: string
}

export const emptyRecipient = (country: string): RecipientDraft => ({
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
})

/** A delivery address: Australian addresses get a state list and a postcode checked against it. */
export function RecipientFields({
  prefix,
  value,
  errors,
  onChange,
  emailHint,
}: {
  prefix: string
  value: RecipientDraft
  errors: Record<string, string>
  onChange: (next: RecipientDraft) => void
  /** Makes the email required, with this hint for why it is asked for. */
  emailHint?: string
}) {
  const australian = value.country === 'AU'
  const field = (
    name: keyof RecipientDraft,
    label: string,
    options: { autoComplete?: string; className?: string; type?: string; hint?: string; inputMode?: 'numeric' | 'email' | 'tel' } = {},
  ) => {
    const id = `${prefix}.${name}`.replaceAll('.', '-')
    const error = errors[`${prefix}.${name}`]
    return (
      <Field id={id} label={label} error={error} hint={options.hint} className={options.className}>
        <input
          {...describedBy(id, error, Boolean(options.hint))}
          className={inputClass}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
      </Field>
    )
  }
  const stateId = `${prefix}-state`.replaceAll('.', '-')
  const stateError = errors[`${prefix}.state`]
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {field('fullName', 'Full name', { autoComplete: 'name', className: 'sm:col-span-3' })}
      {field('companyName', 'Company (optional)', { autoComplete: 'organization', className: 'sm:col-span-3' })}
      {field('address1', 'Street address', { autoComplete: 'address-line1', className: 'sm:col-span-6' })}
      {field('address2', 'Unit, level or building (optional)', { autoComplete: 'address-line2', className: 'sm:col-span-6' })}
      {field('suburb', australian ? 'Suburb' : 'Town or city', { autoComplete: 'address-level2', className: 'sm:col-span-2' })}
      {australian ? (
        <Field id={stateId} label="State" error={stateError} className="sm:col-span-2">
          <select
            {...describedBy(stateId, stateError)}
            className={inputClass}
            autoComplete="address-level1"
            value={value.state}
            onChange={(event) => onChange({ ...value, state: event.target.value })}
          >
            <option value="">Choose…</option>
            {AUSTRALIAN_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.code}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        field('state', 'State or region (optional)', { autoComplete: 'address-level1', className: 'sm:col-span-2' })
      )}
      {field('postcode', 'Postcode', { autoComplete: 'postal-code', className: 'sm:col-span-2', inputMode: australian ? 'numeric' : undefined })}
      {field('email', emailHint ? 'Email' : 'Email (optional)', {
        autoComplete: 'email',
        className: 'sm:col-span-3',
        type: 'email',
        inputMode: 'email',
        hint: emailHint ?? 'For delivery updates.',
      })}
      {field('phone', 'Phone (optional)', {
        autoComplete: 'tel',
        className: 'sm:col-span-3',
        type: 'tel',
        inputMode: 'tel',
        hint: 'The courier may call.',
      })}
    </div>
  )
}
