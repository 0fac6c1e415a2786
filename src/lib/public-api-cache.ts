/**
 * An in-process cache for anonymous reads of the public API (REST GET and GraphQL queries).
 * Anonymous callers all see the same public data, so one answer serves them all. Catalogue and
 * content hooks call `expirePublicApiCache()` on every change; entries also expire after a short
 * TTL, which bounds staleness on the other instances of a multi-instance deployment.
 */
import { parse } from 'graphql'

type Entry = { body: string; status: number; contentType: string; expiresAt: number }

const TTL_MS = Number(process.env.PUBLIC_API_CACHE_TTL_MS ?? 30_000)
const MAX_ENTRIES = 2_000

const entries = new Map<string, Entry>()

export const expirePublicApiCache = () => entries.clear()

/** True when every operation in the GraphQL document is a query (no mutations or subscriptions). */
export const isReadOnlyGraphQL = (query: string): boolean => {
  try {
    return parse(query).definitions.every(
      (definition) => definition.kind !== 'OperationDefinition' || definition.operation === 'query',
    )
  } catch {
    return false
  }
}

/** Only callers with no credentials and no claim cookie, and who did not ask for a fresh answer. */
export const isCacheableRequest = (request: Request): boolean => {
  if (TTL_MS <= 0) return false
  if (request.headers.get('authorization')) return false
  if ((request.headers.get('cache-control') ?? '').includes('no-cache')) return false
  const cookie = request.headers.get('cookie') ?? ''
  return !/(?:^|;\s*)(payload-token|inactive-customer)=/.test(cookie)
}

export const cachedResponse = async (key: string, produce: () => Promise<Response>): Promise<Response> => {
  const hit = entries.get(key)
  if (hit && hit.expiresAt > Date.now()) {
    return new Response(hit.body, { status: hit.status, headers: { 'content-type': hit.contentType, 'x-cache': 'HIT' } })
  }
  const response = await produce()
  const contentType = response.headers.get('content-type') ?? ''
  // Only JSON answers: files stream through untouched.
  if (response.status !== 200 || !contentType.includes('application/json')) return response
  const body = await response.text()
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  entries.set(key, { body, status: 200, contentType, expiresAt: Date.now() + TTL_MS })
  const headers = new Headers(response.headers)
  headers.set('x-cache', 'MISS')
  return new Response(body, { status: 200, headers })
}
