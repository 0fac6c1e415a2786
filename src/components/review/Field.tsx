import type { ReactNode } from 'react'

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-[15px] outline-none transition-colors focus:border-ink focus:ring-2 focus:ring-ink/10 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/10'

/** A labelled control with its hint and its error in plain words, tied together for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** aria attributes for a control inside a Field. */
export const describedBy = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
})

/** A numbered section of a review form. */
export function FormSection({ step, title, description, children }: { step: number; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-line bg-white p-5 sm:p-6" aria-labelledby={`step-${step}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white" aria-hidden>
          {step}
        </span>
        <div>
          <h2 id={`step-${step}`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  )
}

/** The control an error key names: `recipient.postcode` is `#recipient-postcode`, `sizes.12` the size grid `#sizes-12`. */
const fieldId = (key: string) => key.replaceAll('.', '-')

/** Moves to the field behind an error: the control itself, or the first input of its group. */
const focusField = (id: string) => {
  const element = document.getElementById(id)
  if (!element) return
  const control = element.matches('input, select, textarea')
    ? element
    : element.closest('fieldset')?.querySelector<HTMLElement>('input, select, textarea')
  ;(control ?? element).focus({ preventScroll: true })
  element.scrollIntoView({ block: 'center' })
}

/** The errors of a failed submit, listed at the top so nobody has to hunt for them, each a link to its field. */
export function ErrorSummary({ errors, id = 'form-errors' }: { errors: Record<string, string>; id?: string }) {
  // One line per message: several recipients missing the same field say it once.
  const first = new Map<string, string>()
  for (const [key, message] of Object.entries(errors)) if (!first.has(message)) first.set(message, key)
  const messages = [...first]
  if (messages.length === 0) return null
  return (
    <div id={id} role="alert" tabIndex={-1} className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800 outline-none">
      <p className="font-semibold">{messages.length === 1 ? 'One thing to fix:' : `${messages.length} things to fix:`}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.slice(0, 8).map(([message, key]) => (
          <li key={message}>
            <a
              href={`#${fieldId(key)}`}
              className="underline underline-offset-2 hover:text-red-950"
              onClick={(event) => {
                event.preventDefault()
                focusField(fieldId(key))
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
