'use client'

import type { ReactNode } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'

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

/** A submit button that only people without JavaScript need. */
export function NoScriptSubmit({ children, className }: { children: ReactNode; className?: string }) {
  if (useHydrated()) return null
  return (
    <button type="submit" className={className}>
      {children}
    </button>
  )
}
