import type { Payload } from 'payload'

/** A write the dashboard could not make, said in plain words, with the HTTP status it stands for. */
export type Failure = { ok: false; status: number; message: string }

type ErrorLike = { status?: unknown; message?: unknown; data?: { errors?: unknown } }

/**
 * What to tell the customer when a Local API write fails. The collections' own refusals (4xx,
 * already in plain words) pass through; anything else is logged and answered without details.
 * Not found and forbidden read the same, so another customer's ids reveal nothing.
 */
export function failureOf(error: unknown, payload: Payload, consequence: string, notFound = 'We couldn’t find that.'): Failure {
  const { status, message, data } = (error ?? {}) as ErrorLike
  if (status === 403 || status === 404) return { ok: false, status: 404, message: notFound }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const entries = Array.isArray(data?.errors) ? (data.errors as { message?: unknown }[]) : []
    const details = entries.map((entry) => entry.message).filter((text): text is string => typeof text === 'string')
    const text = details.length > 0 && status === 400 ? details.join(' ') : String(message)
    return { ok: false, status, message: `${text} ${consequence}`.trim() }
  }
  payload.logger.error({ err: error }, consequence)
  return { ok: false, status: 500, message: `Something went wrong on our side. ${consequence} Please try again in a moment.` }
}
