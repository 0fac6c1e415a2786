import type { Payload } from 'payload'
import type { z } from 'zod'

import type { ApiKeyScope } from '@/domain/api-key'
import type { KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'
import type { CustomerUser } from '@/collections/customers/customer-user'
import type { Refusal } from '@/platform/result'

type Params = z.ZodObject
type Query = z.ZodObject

/**
 * One route of the public API, as served and as published: its path (OpenAPI style, `{id}`),
 * the scope a key needs, the schemas of its parameters, body and answer, and what it does. The
 * route handlers under src/app/api/v1/ serve these; openapi-document.ts publishes the same
 * objects, so what is documented is what runs.
 */
export type ApiRoute<P extends Params | undefined = Params | undefined, Q extends Query | undefined = Query | undefined> = {
  method: 'get' | 'post' | 'patch'
  path: `/${string}`
  operationId: string
  summary: string
  description?: string
  tag: string
  scope: ApiKeyScope
  params?: P
  query?: Q
  /**
   * A JSON body, checked by this schema before the route runs (the operation's own schema); a
   * function of the time for a schema that depends on the day (a link's last day is today or later).
   */
  body?: z.ZodType | ((now: Date) => z.ZodType)
  /** The largest body the route reads, when more than the 64 KB every other route reads (a list of recipients). */
  maxBodyKb?: number
  /** Whether the route takes an Idempotency-Key, so a retry repeats the first answer and writes nothing. */
  idempotent?: boolean
  /** What a success is, when not JSON (a PDF): its body is then the bytes an ApiAnswer carries. */
  produces?: 'application/pdf'
  /** The status of a success: 200, or 201 for a route that makes something. */
  success?: 200 | 201
  response: z.ZodType
  /**
   * What the route answers: a body (with `success`), an ApiAnswer, null for a 404 (not the
   * company's, or no such thing) or an operation's refusal.
   */
  handle: (call: ApiCall<P, Q>) => Promise<unknown>
}

export type ApiCall<P, Q> = {
  payload: Payload
  holder: KeyHolder
  params: P extends z.ZodType ? z.output<P> : Record<string, never>
  query: Q extends z.ZodType ? z.output<Q> : Record<string, never>
  /** The JSON body as sent (it passed the route's schema; the operation reads it as it reads any). */
  body: unknown
  idempotencyKey: string | null
  /** The member the key writes as: its maker, acting in the key's company with their role there now. */
  member: () => Promise<CustomerUser>
}

/** An answer with a status or headers of its own (a replayed write). */
export class ApiAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false && typeof (value as Refusal).status === 'number'

/** The route's body schema as it stands at `now`. */
export const bodySchemaOf = (route: Pick<ApiRoute, 'body'>, now: Date): z.ZodType | undefined =>
  typeof route.body === 'function' ? route.body(now) : route.body

/** Declares a route, keeping its parameters' types for its handler. */
export const apiRoute = <P extends Params | undefined = undefined, Q extends Query | undefined = undefined>(route: ApiRoute<P, Q>): ApiRoute<P, Q> =>
  route
