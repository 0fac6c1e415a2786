'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import type { Result } from '@/platform/result'

const UNREACHABLE = 'We couldn’t reach the server. Check your connection and try again.'

// The fields the budget forms show; a refusal about anything else is said for the whole form.
const SHOWN = ['spendLimit', 'period', 'resetDay', 'member', 'team']

/**
 * A budget form's sending: the server action's refusal as field errors (or the form's), the page
 * refreshed after a change. Shared by adding a budget and changing one.
 */
export function useBudgetForm<T extends object>(action: (input: unknown) => Promise<Result<T>>, onDone: () => void) {
  const router = useRouter()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, startTransition] = useTransition()
  const send = (input: object) =>
    startTransition(async () => {
      const result = await action(input).catch(() => ({ ok: false as const, status: 0, message: UNREACHABLE }))
      if (!result.ok) {
        const fields = ('errors' in result && result.errors) || {}
        setErrors(Object.keys(fields).some((field) => SHOWN.includes(field)) ? fields : { form: result.message })
        return
      }
      setErrors({})
      onDone()
      router.refresh()
    })
  return { errors, pending, send }
}
