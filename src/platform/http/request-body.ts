import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import { clientError } from './client-error'

const MAX_BODY_BYTES = 16 * 1024

/**
 * Reads and validates a small JSON body (16 KB unless `maxBytes` allows more, as for a list
 * sent inside it); anything else is a 4xx with a reason, never a 500.
 */
export const readJsonBody = async <T>(req: PayloadRequest, schema: z.ZodType<T>, maxBytes = MAX_BODY_BYTES): Promise<T> => {
  const length = Number(req.headers.get('content-length') || 0)
  if (length > maxBytes) throw clientError('The request body is too large.', 413)
  let text: string
  try {
    text = req.text ? await req.text() : ''
  } catch {
    throw clientError('The request body could not be read.', 400)
  }
  if (text.length > maxBytes) throw clientError('The request body is too large.', 413)
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw clientError('Send a JSON body.', 400)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      message: issue.message,
    }))
    throw clientError(issues.map((i) => `${i.field}: ${i.message}`).join('; '), 400, { errors: issues })
  }
  return parsed.data
}
