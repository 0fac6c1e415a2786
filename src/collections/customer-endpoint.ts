import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isCustomer } from '@/access/roles'
import { readJsonBody } from '@/platform/http/request-body'
import { keyOf } from '@/platform/idempotency/key-answers'
import type { Refusal, Result } from '@/platform/result'

/** Who an operation runs as: an endpoint passes its request, a server action the viewer's. */
export type OperationRequest = Pick<PayloadRequest, 'payload' | 'user'>

/** A keyed write: the body as sent and the Idempotency-Key, already checked (or null). */
export type KeyedCall = { req: OperationRequest; input: unknown; key: string | null }

/** The refusal for anyone but a signed-in customer, or null for a customer. */
export const customerRefusal = (req: PayloadRequest): Response | null =>
  isCustomer(req.user) ? null : Response.json({ message: 'Log in with a customer account to do this.' }, { status: req.user ? 403 : 401 })

/** A refusal as JSON: its message, and each field's message (the first field named, for clients reading one). */
export const refusalResponse = (refused: Refusal & { problems?: string[] }): Response => {
  const fields = Object.entries(refused.errors ?? {}).map(([field, message]) => ({ field, message }))
  const rows = (refused.problems ?? []).map((message) => ({ field: 'recipientsCsv', message }))
  const errors = [...(fields.length > 0 ? fields : [{ message: refused.message }]), ...rows]
  return Response.json({ message: refused.message, field: fields[0]?.field, errors }, { status: refused.status })
}

/**
 * A customer's keyed POST endpoint around `operation`, the same one its server action calls: the
 * signed-in customer check, the Idempotency-Key and the JSON body (up to `maxBytes`) here; a 201
 * with `answer` of what was made, marked when it is an earlier request's answer replayed.
 */
export const keyedCustomerEndpoint = <T extends { replayed?: true }>(
  path: string,
  operation: (call: KeyedCall) => Promise<Result<T, { problems?: string[] }>>,
  answer: (done: T) => unknown,
  maxBytes?: number,
): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const refused = customerRefusal(req)
    if (refused) return refused
    const key = keyOf(req.headers)
    if ('refusal' in key) return key.refusal
    const result = await operation({ req, input: await readJsonBody(req, z.unknown(), maxBytes), key: key.key })
    if (!result.ok) return refusalResponse(result)
    return Response.json(answer(result), { status: 201, headers: result.replayed ? { 'idempotent-replayed': 'true' } : undefined })
  },
})
