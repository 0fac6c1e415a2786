import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isCustomer } from '@/access/roles'
import { userActingInCompany } from '@/collections/companies/member-companies'
import { readJsonBody } from '@/platform/http/request-body'
import { keyOf } from '@/platform/idempotency/key-answers'
import type { Refusal, Result } from '@/platform/result'

/** Who an operation runs as: an endpoint passes its request, a server action the viewer's. */
export type OperationRequest<User = PayloadRequest['user']> = { payload: Payload; user: User }

/**
 * The one argument of every customer operation, whether its REST endpoint or its server action
 * calls it: who runs it, its input (the body as sent, or what the caller read from its route),
 * and for a keyed write the Idempotency-Key, already checked (or null).
 */
export type OperationCall<Input = unknown, User = PayloadRequest['user']> = {
  req: OperationRequest<User>
  input: Input
  key?: string | null
}

/** The refusal for anyone but a signed-in customer, or null for a customer. */
export const customerRefusal = (req: PayloadRequest): Response | null =>
  isCustomer(req.user) ? null : Response.json({ message: 'Log in with a customer account to do this.' }, { status: req.user ? 403 : 401 })

/** A refusal as JSON: its message, and each field's message (the first field named, for clients reading one). */
export const refusalResponse = (refused: Refusal & { problems?: string[] }): Response => {
  const fields = Object.entries(refused.errors ?? {}).map(([field, message]) => ({ field, message }))
  // Each bad row of a list is an error of the field that held the list.
  const rows = (refused.problems ?? []).map((message) => ({ field: fields[0]?.field, message }))
  const errors = [...(fields.length > 0 ? fields : [{ message: refused.message }]), ...rows]
  return Response.json({ message: refused.message, field: fields[0]?.field, errors }, { status: refused.status })
}

type Done<T> = { ok: true } & T

/** A customer endpoint: the HTTP it reads, the operation it runs, and the answer to a success. */
export type CustomerEndpoint<Input, T extends object> = {
  path: string
  /** The call's input (and key) from the request, or a Response refusing it before the operation runs. */
  read: (req: PayloadRequest) => Promise<Omit<OperationCall<Input>, 'req'> | Response>
  operation: (call: OperationCall<Input>) => Promise<Result<T, { problems?: string[] }>>
  answer: (done: Done<T>) => Response
}

/**
 * A customer's POST endpoint around `operation`, the same one its server action calls: the
 * signed-in customer check here, then `read` for the HTTP, and a refusal answered as JSON. The
 * operation acts in the company the request names (the dashboard's cookie), as the dashboard does.
 */
export const customerEndpoint = <Input, T extends object>({ path, read, operation, answer }: CustomerEndpoint<Input, T>): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const refused = customerRefusal(req)
    if (refused) return refused
    const call = await read(req)
    if (call instanceof Response) return call
    req.user = await userActingInCompany(req)
    const result = await operation({ req, ...call })
    return result.ok ? answer(result) : refusalResponse(result)
  },
})

/** The JSON body (up to `maxBytes`) as the operation's input: what most customer endpoints read. */
export const jsonBody =
  (maxBytes?: number) =>
  async (req: PayloadRequest): Promise<{ input: unknown }> => ({ input: await readJsonBody(req, z.unknown(), maxBytes) })

/**
 * A customer's keyed POST endpoint: as customerEndpoint, with the Idempotency-Key and the JSON
 * body (up to `maxBytes`) read here; a 201 with `answer` of what was made, marked when it is an
 * earlier request's answer replayed.
 */
export const keyedCustomerEndpoint = <T extends { replayed?: true }>(
  path: string,
  operation: (call: OperationCall) => Promise<Result<T, { problems?: string[] }>>,
  answer: (done: T) => unknown,
  maxBytes?: number,
): Endpoint =>
  customerEndpoint({
    path,
    read: async (req) => {
      const key = keyOf(req.headers)
      if ('refusal' in key) return key.refusal
      return { ...(await jsonBody(maxBytes)(req)), key: key.key }
    },
    operation,
    answer: (done) => Response.json(answer(done), { status: 201, headers: done.replayed ? { 'idempotent-replayed': 'true' } : undefined }),
  })

/** The route's `:id` as the operation's input `{ [field]: id }`, or a 404 saying `notFound` for anything but a plain id. */
export const routeId =
  <Field extends string>(field: Field, notFound: string) =>
  async (req: PayloadRequest): Promise<{ input: Record<Field, number> } | Response> => {
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return Response.json({ message: notFound }, { status: 404 })
    return { input: { [field]: Number(id) } as Record<Field, number> }
  }
