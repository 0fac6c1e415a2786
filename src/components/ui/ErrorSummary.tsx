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
