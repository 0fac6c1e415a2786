import type { FieldErrors, FieldValues } from 'react-hook-form'
import { z } from 'zod'

/** The messages a check reports, keyed by the dotted path of the field each is about (`recipient.postcode`). */
export type ErrorMessages = Record<string, string>

type Check<T> = (values: T) => { ok: true } | { ok: false; errors: ErrorMessages }

/**
 * A domain check that answers with `ErrorMessages` as a zod schema, so a form's resolver reports its
 * problems field by field, on the same paths the server uses.
 */
export const checkedBy = <T>(check: Check<T>) =>
  z.custom<T>().superRefine((values, context) => {
    const result = check(values)
    if (result.ok) return
    for (const [path, message] of Object.entries(result.errors)) context.addIssue({ code: 'custom', path: path.split('.'), message })
  })

/** A form's errors as dotted path → message, the first message per field, in the order the fields come. */
export function errorMessages(errors: FieldErrors<FieldValues>): ErrorMessages {
  const messages: ErrorMessages = {}
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return
    const { message } = node as { message?: unknown }
    if (typeof message === 'string' && message && path) messages[path] ??= message
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types' && key !== 'root') walk(child, path ? `${path}.${key}` : key)
    }
  }
  walk(errors, '')
  return messages
}
