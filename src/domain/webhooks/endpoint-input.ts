import { z } from 'zod'

import { WEBHOOK_EVENT_TYPES } from './events'
import { receiverUrlProblem } from './receiver-address'

/**
 * A new endpoint as the dashboard's form sends it: the receiver's address, an optional note, and
 * at least one event. `httpAllowed` lets a plain-http receiver through (a receiver on this machine
 * in development); anywhere else events travel over https only.
 */
export const newEndpointSchema = (httpAllowed: boolean) =>
  z
    .object({
      url: z
        .string()
        .trim()
        .superRefine((url, context) => {
          const problem = receiverUrlProblem(url, { httpAllowed })
          if (problem) context.addIssue({ code: 'custom', message: problem })
        }),
      description: z.string().trim().max(200, 'Keep the description under 200 characters.').optional(),
      events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'Choose at least one event to send.'),
    })
    .strict()

export type NewEndpoint = z.infer<ReturnType<typeof newEndpointSchema>>

/** The first problem of a refused endpoint, by the form field it belongs to. */
export function endpointInputProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? 'form')
  if (field === 'events' && issue?.code !== 'too_small') return { field, message: 'Choose the events from the list.' }
  if (['url', 'description', 'events'].includes(field)) return { field, message: issue!.message }
  return { field: 'form', message: 'That endpoint could not be read. Reload the page and try again.' }
}
