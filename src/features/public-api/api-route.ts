import type { Payload } from 'payload'
import type { z } from 'zod'

import type { ApiKeyScope } from '@/domain/api-key'
import type { KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'

type Params = z.ZodObject
type Query = z.ZodObject

/**
 * One route of the public API, as served and as published: its path (OpenAPI style, `{id}`),
 * the scope a key needs, the schemas of its parameters and answer, and what it does. The route
 * handlers under src/app/api/v1/ serve these; openapi-document.ts publishes the same objects, so
 * what is documented is what runs.
 */
export type ApiRoute<P extends Params | undefined = Params | undefined, Q extends Query | undefined = Query | undefined> = {
  method: 'get' | 'post' | 'patch' | 'delete'
  path: `/${string}`
  operationId: string
  summary: string
  description?: string
  tag: string
  scope: ApiKeyScope
  params?: P
  query?: Q
  response: z.ZodType
  /** What the route answers with 200; null is a 404 (not the company's, or no such thing). */
  handle: (call: ApiCall<P, Q>) => Promise<unknown>
}

export type ApiCall<P, Q> = {
  payload: Payload
  holder: KeyHolder
  params: P extends z.ZodType ? z.output<P> : Record<string, never>
  query: Q extends z.ZodType ? z.output<Q> : Record<string, never>
}

/** Declares a route, keeping its parameters' types for its handler. */
export const apiRoute = <P extends Params | undefined = undefined, Q extends Query | undefined = undefined>(route: ApiRoute<P, Q>): ApiRoute<P, Q> =>
  route
