/**
 * A full-page cache in front of Next.js for the cached storefront pages (src/platform/server/request-pipeline.ts).
 * Next.js already keeps their rendering, but its request pipeline costs several milliseconds of
 * CPU per request; answering a repeat visit from memory costs a fraction of one. An entry is used
 * only while Next.js would serve the same bytes: younger than the pages' revalidate time and with
 * none of the storefront's cache tags expired since it was stored (the catalogue, content and
 * settings hooks expire them, see src/collections/catalogue/revalidate.ts). Next.js's cache handler
 * records each expiry, on every instance (src/platform/next-cache/storefront-changes.mjs).
 *
 * When an entry outlives the revalidate time with nothing changed, it is stale rather than gone:
 * one request at a time per page goes on to Next.js (which renders it again) while every other
 * visitor is still answered from memory, so the end of a page's lifetime costs no throughput.
 *
 * A visitor who takes Brotli (every current browser does, even from a plain-HTTP localhost) gets
 * the page re-encoded with it (brotli-html.ts). A copy is kept per encoding sent (br, gzip, deflate
 * or identity, content-encoding.ts), not per spelling of Accept-Encoding: each kind of visitor gets
 * the encoding it asked for, and a new spelling costs no render. The copies carry Next.js's
 * `Vary: Accept-Encoding` for any cache further along.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { compressionEncoding, storefrontPageEncoding } from '@/domain/content-encoding'
import { NEXT_ONLY_HEADERS } from '@/domain/next-request-headers'
import { cachedPagePath, STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { changedSince } from '@/platform/next-cache/storefront-changes.mjs'
import { PageStore, recordResponse, sendStoredPage, type StoredPage } from './page-store'
import { sendingWholePage } from './storefront-page-policy'
import { metrics } from '@/platform/observability/metrics'

const MAX_BYTES = 64 * 1024 * 1024

const pages = new PageStore<StoredPage>(MAX_BYTES)

const keyOf = (request: IncomingMessage, encoding: string): string | null => {
  if (request.method !== 'GET' || NEXT_ONLY_HEADERS.some((name) => request.headers[name] !== undefined)) return null
  const url = new URL(request.url ?? '/', 'http://storefront')
  // A campaign landing gets its UTM cookie from proxy.ts, behind this cache.
  if ([...url.searchParams.keys()].some((name) => name.startsWith('utm_'))) return null
  const page = cachedPagePath(url.pathname, url.searchParams)
  return page ? `${encoding} ${page}` : null
}

/** Pages whose request to Next.js for a fresh copy is under way. */
const refreshing = new Set<string>()

const isYoung = (entry: StoredPage): boolean => Date.now() - entry.storedAt < STOREFRONT_CACHE_SECONDS * 1000

const sendCounted = (response: ServerResponse, entry: StoredPage, marker: 'HIT' | 'STALE') => {
  metrics().cacheLookups.inc({ cache: 'storefront', outcome: marker.toLowerCase() })
  sendStoredPage(response, entry, { 'x-page-cache': marker })
}

/**
 * Answers a request for a storefront page from memory when it can; otherwise lets `next` answer
 * and keeps the page for the visitors after it. Without `brotli` (a benchmark's comparison) a
 * page goes in the encoding Next.js sent it in.
 */
export const servingStorefrontPages =
  ({ brotli }: { brotli: boolean }) =>
  (request: IncomingMessage, response: ServerResponse, next: () => unknown): unknown => {
    const acceptEncoding = request.headers['accept-encoding']
    const encoding = brotli ? storefrontPageEncoding(acceptEncoding) : compressionEncoding(acceptEncoding)
    const key = keyOf(request, encoding)
    if (key === null) return next()
    const entry = pages.get(key)
    if (entry && changedSince(entry.storedAt)) pages.delete(key)
    else if (entry && isYoung(entry)) return sendCounted(response, entry, 'HIT')
    else if (entry && refreshing.has(key)) return sendCounted(response, entry, 'STALE')
    metrics().cacheLookups.inc({ cache: 'storefront', outcome: 'miss' })
    if (entry) {
      refreshing.add(key)
      response.once('close', () => refreshing.delete(key))
    }
    // Only a page Next.js served from its own cache (hit or fresh render) is the same for every visitor.
    recordResponse(response, (page) => {
      if (['HIT', 'MISS'].includes(String(page.headers['x-nextjs-cache'] ?? ''))) pages.set(key, page)
    })
    // Wrapped last, so the page is stored with the policy and the encoding it was sent with.
    sendingWholePage(response, { brotli: encoding === 'br' })
    return next()
  }
