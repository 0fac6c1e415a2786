import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-[15px] outline-none transition-colors placeholder:text-muted/70 focus:border-ink focus:ring-2 focus:ring-ink/10 aria-[invalid=true]:border-red-600 disabled:bg-sand disabled:text-muted'

/** Ties a control to its label, hint and error so screen readers announce all three. */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  trailing,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  hint?: ReactNode
  error?: string
  trailing?: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </label>
        {trailing}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The aria attributes an input inside `Field` needs. */
export const describedBy = (id: string, { error, hint }: { error?: string; hint?: boolean }) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
})

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
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? ''}
        maxLength={maxLength}
        placeholder={placeholder}
        readOnly={readOnly}
        required={!optional}
        className={inputClass}
        {...describedBy(id, { error, hint: Boolean(hint) })}
      />
    </Field>
  )
}
