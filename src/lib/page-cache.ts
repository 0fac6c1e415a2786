/**
 * A full-page cache in front of Next.js for the cached storefront pages (scripts/serve.ts).
 * Next.js already keeps their rendering, but its request pipeline costs several milliseconds of
 * CPU per request; answering a repeat visit from memory costs a fraction of one. An entry is used
 * only while Next.js would serve the same bytes: younger than the pages' revalidate time and with
 * none of the storefront's cache tags expired since it was stored (the catalogue, content and
 * settings hooks expire them, see src/collections/catalogue/revalidate.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'

import { cachedPagePath, STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'

// Next.js records expired tags in this module; it is loaded once per process, by Next.js and by us.
const { areTagsExpired, areTagsStale } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as { areTagsExpired: (tags: string[], since: number) => boolean; areTagsStale: (tags: string[], since: number) => boolean }

// The tags of src/collections/catalogue/revalidate.ts; importing that module here would load Next.js's
// request-time modules before the server has set them up.
const STOREFRONT_TAGS = ['catalogue', 'content', 'site-settings']
const MAX_ENTRIES = 1_000
// Client-side navigations and server actions carry these: they are answered by Next.js itself.
const NEXT_ONLY_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'range']
const NOT_STORED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie'])

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number }

const entries = new Map<string, Entry>()

const keyOf = (request: IncomingMessage): string | null => {
  if (request.method !== 'GET' || NEXT_ONLY_HEADERS.some((name) => request.headers[name] !== undefined)) return null
  const url = new URL(request.url ?? '/', 'http://storefront')
  // A campaign landing gets its UTM cookie from proxy.ts, behind this cache.
  if ([...url.searchParams.keys()].some((name) => name.startsWith('utm_'))) return null
  const page = cachedPagePath(url.pathname, url.searchParams)
  return page ? `${request.headers['accept-encoding'] ?? ''} ${page}` : null
}

const isFresh = (entry: Entry): boolean =>
  Date.now() - entry.storedAt < STOREFRONT_CACHE_SECONDS * 1000 &&
  !areTagsExpired(STOREFRONT_TAGS, entry.storedAt) &&
  !areTagsStale(STOREFRONT_TAGS, entry.storedAt)

/** Keeps a copy of what Next.js sends when it is a page served from its own cache (hit or fresh render). */
const recordInto = (key: string, response: ServerResponse) => {
  const storedAt = Date.now()
  const chunks: Buffer[] = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(Buffer.from(chunk as Uint8Array))
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array))
    const cache = String(response.getHeader('x-nextjs-cache') ?? '')
    if (response.statusCode === 200 && (cache === 'HIT' || cache === 'MISS')) {
      const headers = Object.fromEntries(
        Object.entries(response.getHeaders()).filter(([name]) => !NOT_STORED_HEADERS.has(name)),
      ) as OutgoingHttpHeaders
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), storedAt })
    }
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
  }) as ServerResponse['end']
}

/**
 * Answers a request for a storefront page from memory when it can; otherwise lets `next` answer
 * and keeps the page for the visitors after it.
 */
export const servePage = (request: IncomingMessage, response: ServerResponse, next: () => unknown): unknown => {
  const key = keyOf(request)
  if (key === null) return next()
  const entry = entries.get(key)
  if (entry && isFresh(entry)) {
    response.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length, 'x-page-cache': 'HIT' })
    response.end(entry.body)
    return undefined
  }
  entries.delete(key)
  recordInto(key, response)
  return next()
}
