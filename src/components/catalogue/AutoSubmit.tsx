'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

/**
 * Submits the surrounding form as soon as a control inside it changes. Without JavaScript the
 * form's own submit button does the job; once this has mounted that button is hidden.
 */
export function AutoSubmit({ children }: { children: ReactNode }) {
  return (
    <div
      className="contents"
      onChange={(event) => {
        const target = event.target as HTMLSelectElement | HTMLInputElement
        target.form?.requestSubmit()
      }}
    >
      {children}
    </div>
  )
}

const noSubscription = () => () => undefined

/** A submit button that only people without JavaScript need. */
export function NoScriptSubmit({ children, className }: { children: ReactNode; className?: string }) {
  // False in the server's HTML and while hydrating, true once the browser runs this.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (hydrated) return null
  return (
    <button type="submit" className={className}>
      {children}
    </button>
  )
}
