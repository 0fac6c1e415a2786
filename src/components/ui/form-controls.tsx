import type { ComponentProps } from 'react'

/** Every text box, list and text area looks and focuses the same; an invalid one has a red edge. */
const controlClass =
  'block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-[15px] outline-none transition-colors placeholder:text-muted/70 focus:border-ink focus:ring-2 focus:ring-ink/10 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/10 disabled:bg-sand disabled:text-muted'

const withControl = (className?: string) => (className ? `${controlClass} ${className}` : controlClass)

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={withControl(className)} {...props} />
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={withControl(className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={withControl(className)} {...props} />
}
