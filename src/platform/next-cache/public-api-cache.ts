/**
 * Anonymous reads of the public API (REST GET and GraphQL queries), kept in Next.js's data cache
 * (src/platform/next-cache/cache-handler.mjs: memory on one machine, Redis shared by all instances).
 * Anonymous callers all see the same public data, so one answer serves them all. Entries carry the
 * storefront's cache tags, which the catalogue, content and settings hooks expire on every change,
 * and live at most PUBLIC_API_CACHE_TTL_MS in case something else changed.
 */
import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from './cache-tags'
import { isAnonymousPublicRead, PUBLIC_API_CACHE_SECONDS } from '@/domain/public-api-reader'

type Answer = { body: string; contentType: string }

const TAGS = Object.values(CACHE_TAGS)

export const isCacheableRequest = (request: Request): boolean => isAnonymousPublicRead((name) => request.headers.get(name))

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
    { tags: TAGS, revalidate: PUBLIC_API_CACHE_SECONDS },
  )
  try {
    const { body, contentType } = await answer()
    return new Response(body, { status: 200, headers: { 'content-type': contentType, 'x-cache': produced ? 'MISS' : 'HIT' } })
  } catch (error) {
    if (error instanceof NotKept) return error.response
    throw error
  }
}
