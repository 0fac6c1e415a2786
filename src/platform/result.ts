import type { Payload } from 'payload'

/**
 * What every mutation answers, whether a server action, an operation or an endpoint's client:
 * done, with whatever it made beside `ok`; or refused, with `R` for what a refusal says beyond
 * its words (a list's bad rows, the body an API sent).
 */
export type Result<T extends object = object, R extends object = object> = ({ ok: true } & T) | (Refusal & R)

/**
 * A write that was not made, in plain words, with the HTTP status it stands for. When the fault
 * lies in particular fields, `errors` has a message for each (keyed by the field's path) and
 * `message` sums them up.
 */
export type Refusal = { ok: false; status: number; message: string; errors?: Record<string, string> }

export const refusal = (status: number, message: string, errors?: Record<string, string>): Refusal =>
  errors ? { ok: false, status, message, errors } : { ok: false, status, message }

type ErrorLike = { status?: unknown; message?: unknown; data?: { errors?: unknown } }

const detailsOf = (data: ErrorLike['data']): string[] =>
  (Array.isArray(data?.errors) ? (data.errors as { message?: unknown }[]) : [])
    .map((entry) => entry?.message)
    .filter((text): text is string => typeof text === 'string')

/**
 * What to answer when a write throws. The collections' own refusals (4xx, already in plain
 * words) pass through with `consequence` after them, a validation error as its fields' messages;
 * anything else is logged and answered without details. Not found and forbidden read the same,
 * so another customer's ids reveal nothing.
 */
export function refusalOf(error: unknown, payload: Payload, consequence: string, notFound = 'We couldn’t find that.'): Refusal {
  const { status, message, data } = (error ?? {}) as ErrorLike
  if (status === 403 || status === 404) return refusal(404, notFound)
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const details = status === 400 ? detailsOf(data) : []
    const text = details.length > 0 ? details.join(' ') : String(message)
    return refusal(status, `${text} ${consequence}`.trim())
  }
  payload.logger.error({ err: error }, consequence)
  return refusal(500, `Something went wrong on our side. ${consequence} Please try again in a moment.`)
}

/** Runs a write so that whatever it throws comes back as a refusal (see refusalOf), never a 500. */
export async function refusingErrors<T>(payload: Payload, consequence: string, work: () => Promise<T>, notFound?: string): Promise<T | Refusal> {
  try {
    return await work()
  } catch (error) {
    return refusalOf(error, payload, consequence, notFound)
  }
}

/** A form's messages for a refusal: one per field, or the whole form's under `form`. */
export const formErrorsOf = (refused: Refusal): Record<string, string> => refused.errors ?? { form: refused.message }
