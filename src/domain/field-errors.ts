import type { z } from 'zod'

/** Field name → its first problem, in plain words; a problem of the whole input goes under `whole`. */
export function fieldErrorsOf(error: z.ZodError, whole = 'form'): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? whole)
    errors[field] ??= issue.message
  }
  return errors
}
