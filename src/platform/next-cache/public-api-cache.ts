/**
 * Anonymous reads of the public API (REST GET and GraphQL queries), kept in Next.js's data cache
 * (src/platform/next-cache/cache-handler.mjs: memory on one machine, Redis shared by all instances).
 * Anonymous callers all see the same public data, so one answer serves them all. Entries carry the
 * storefront's cache tags, which the catalogue, content and settings hooks expire on every change,
 * and live at most PUBLIC_API_CACHE_TTL_MS in case something else changed.
 */
import { parse } from 'graphql'
import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from './cache-tags'

type Answer = { body: string; contentType: string }

const TTL_SECONDS = Math.ceil(Number(process.env.PUBLIC_API_CACHE_TTL_MS ?? 30_000) / 1000)
const TAGS = Object.values(CACHE_TAGS)

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
  if (TTL_SECONDS <= 0) return false
  if (request.headers.get('authorization')) return false
  if ((request.headers.get('cache-control') ?? '').includes('no-cache')) return false
  const cookie = request.headers.get('cookie') ?? ''
  return !/(?:^|;\s*)(payload-token|inactive-customer)=/.test(cookie)
}

/** Thrown out of the cached function so that an answer not worth keeping is not kept. */
class NotKept {
  constructor(readonly response: Response) {}
}

export const cachedResponse = async (key: string, produce: () => Promise<Response>): Promise<Response> => {
  let produced = false
  const answer = unstable_cache(
    async (): Promise<Answer> => {
      produced = true
      const response = await produce()
      const contentType = response.headers.get('content-type') ?? ''
      // Only JSON answers: errors are not kept, and files stream through untouched.
      if (response.status !== 200 || !contentType.includes('application/json')) throw new NotKept(response)
      return { body: await response.text(), contentType }
    },
    ['public-api', key],
    { tags: TAGS, revalidate: TTL_SECONDS },
  )
  try {
    const { body, contentType } = await answer()
    return new Response(body, { status: 200, headers: { 'content-type': contentType, 'x-cache': produced ? 'MISS' : 'HIT' } })
  } catch (error) {
    if (error instanceof NotKept) return error.response
    throw error
  }
}
