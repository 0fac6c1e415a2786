import type { ComponentProps } from 'react'

/** Every text box, list and text area looks and focuses the same; an invalid one has a red edge. */
const controlClass =
  'rounded-xl border border-line bg-white outline-none transition-colors placeholder:text-muted/70 focus:border-ink focus:ring-2 focus:ring-ink/10 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/10 disabled:bg-sand disabled:text-muted'

/**
 * A form's controls fill their field; compact ones sit in a row beside small buttons (filters, a
 * quantity per row), as tall as those buttons and as wide as the caller makes them.
 */
const sizeClass = {
  regular: 'block w-full px-3.5 py-2.5 text-[15px]',
  compact: 'h-9 px-3 text-sm',
}

type ControlSize = { compact?: boolean }

const classes = (compact: boolean | undefined, className: string | undefined) =>
  [controlClass, sizeClass[compact ? 'compact' : 'regular'], className].filter(Boolean).join(' ')

export function Input({ compact, className, ...props }: ComponentProps<'input'> & ControlSize) {
  return <input className={classes(compact, className)} {...props} />
}

export function Select({ compact, className, ...props }: ComponentProps<'select'> & ControlSize) {
  return <select className={classes(compact, className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={classes(false, className)} {...props} />
}
