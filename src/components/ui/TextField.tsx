import type { ReactNode } from 'react'

import { Field, fieldControlProps } from './Field'
import { Input } from './form-controls'

/** A labelled one-line text box, required unless `optional`. */
export function TextField({
  id,
  name = id,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  error,
  hint,
  optional,
  maxLength,
  placeholder,
  readOnly,
}: {
  id: string
  name?: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  defaultValue?: string | null
  error?: string
  hint?: ReactNode
  optional?: boolean
  maxLength?: number
  placeholder?: string
  readOnly?: boolean
}) {
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? ''}
        maxLength={maxLength}
        placeholder={placeholder}
        readOnly={readOnly}
        required={!optional}
        {...fieldControlProps(id, { error, hint: Boolean(hint) })}
      />
    </Field>
  )
}
