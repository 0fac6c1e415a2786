'use client'

import { useEffect, useRef } from 'react'

import type { FormState } from '@/features/auth/form-state'

/** After an answer with field errors, puts the cursor in the first field to fix (and says so to screen readers). */
export function useFocusFirstError(state: FormState) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.status === 'error' && state.fieldErrors) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [state])
  return form
}
