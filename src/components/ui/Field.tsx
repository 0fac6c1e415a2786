import type { ReactNode } from 'react'

/** Ties a control to its label, hint and error; give the control `fieldControlProps` with the same id. */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  trailing,
  className,
  children,
}: {
  id: string
  label: ReactNode
  /** Adds "(optional)" to the label. */
  optional?: boolean
  hint?: ReactNode
  error?: string
  /** Something on the label's line, at its right end (e.g. a "Forgot password?" link). */
  trailing?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
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

/** The id and aria attributes a control inside `Field` needs, so screen readers announce its hint and error. */
export const fieldControlProps = (id: string, { error, hint }: { error?: string; hint?: boolean } = {}) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
})
