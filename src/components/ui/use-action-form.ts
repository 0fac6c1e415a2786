'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import type { Result } from '@/platform/result'

const UNREACHABLE = 'We couldn’t reach the server. Check your connection and try again.'

/**
 * A dashboard form's sending through a server action: a refusal about one of the `shown` fields
 * as that field's error, about anything else as the form's; the page refreshed after a change.
 */
export function useActionForm<T extends object>(action: (input: unknown) => Promise<Result<T>>, shown: readonly string[], onDone: () => void) {
  const router = useRouter()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, startTransition] = useTransition()
  const send = (input: object) =>
    startTransition(async () => {
      const result = await action(input).catch(() => ({ ok: false as const, status: 0, message: UNREACHABLE }))
      if (!result.ok) {
        const fields = ('errors' in result && result.errors) || {}
        setErrors(Object.keys(fields).some((field) => shown.includes(field)) ? fields : { form: result.message })
        return
      }
      setErrors({})
      onDone()
      router.refresh()
    })
  return { errors, pending, send }
}
