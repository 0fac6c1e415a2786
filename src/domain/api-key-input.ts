import { z } from 'zod'

import { API_KEY_SCOPES, parseAllowList } from './api-key'

/** The longest a key may be given to live, so a forgotten key does not work for ever. */
export const MAX_KEY_DAYS = 730

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A new key as the dashboard's form sends it: a name, at least one scope, an optional last day
 * (a date, the key working to its end in UTC) and an optional allow-list as typed. `now` decides
 * which days are in the future.
 */
export const newApiKeySchema = (now: Date) =>
  z.object({
    name: z.string().trim().min(1, 'Give the key a name, such as the system that will use it.').max(80, 'Keep the name under 80 characters.'),
    scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, 'Choose at least one thing the key may do.'),
    expiresOn: z
      .string()
      .trim()
      .optional()
      .transform((day, context) => {
        if (!day) return null
        const end = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T23:59:59.999Z`) : null
        // A day that does not exist (30 February) is read by Date as a later one: it must read back the same.
        if (!end || Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== day) {
          context.addIssue({ code: 'custom', message: 'Enter the last day as a date, like 2027-06-30.' })
          return z.NEVER
        }
        if (end <= now) {
          context.addIssue({ code: 'custom', message: 'The last day can’t be in the past.' })
          return z.NEVER
        }
        if (end.getTime() - now.getTime() > MAX_KEY_DAYS * DAY_MS) {
          context.addIssue({ code: 'custom', message: `A key lives at most ${MAX_KEY_DAYS / 365} years: choose an earlier last day.` })
          return z.NEVER
        }
        return end.toISOString()
      }),
    allowedAddresses: z
      .string()
      .max(2000, 'That allow-list is too long.')
      .optional()
      .transform((text, context) => {
        const parsed = parseAllowList(text ?? '')
        if (parsed.ok) return parsed.entries
        context.addIssue({ code: 'custom', message: parsed.problems.join(' ') })
        return z.NEVER
      }),
  })

export type NewApiKey = z.output<ReturnType<typeof newApiKeySchema>>

/** The first problem of a key form that could not be read, as the field it belongs to and plain words. */
export function apiKeyInputProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? 'form')
  if (field === 'scopes' && issue?.code !== 'too_small') return { field, message: 'Choose what the key may do from the list.' }
  if (['name', 'scopes', 'expiresOn', 'allowedAddresses'].includes(field)) return { field, message: issue!.message }
  return { field: 'form', message: 'That key could not be read. Reload the page and try again.' }
}
