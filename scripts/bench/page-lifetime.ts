/**
 * Throughput across the end of a cached page's lifetime: one run while the page is young, then one
 * that starts the moment its lifetime (STOREFRONT_CACHE_SECONDS) runs out, when the page cache and
 * Next.js both hold only a stale copy and one request renders it again. Equal req/s means visitors
 * felt nothing.
 */
import type autocannon from 'autocannon'

import { STOREFRONT_CACHE_SECONDS } from '../../src/domain/storefront-url'

export type LifetimeRuns = { young: autocannon.Result; expiring: autocannon.Result }

export const measureAcrossPageLifetime = async (
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  run: () => Promise<autocannon.Result>,
): Promise<LifetimeRuns> => {
  // On a fresh server the first request renders the page: both the page cache's copy and
  // Next.js's start their lifetime now.
  const rendered = await fetch(`${baseURL}${path}`, { headers, cache: 'no-store' })
  await rendered.arrayBuffer()
  const renderedAt = Date.now()
  const young = await run()
  const expiry = renderedAt + STOREFRONT_CACHE_SECONDS * 1000 - Date.now()
  if (expiry > 0) await new Promise((resolve) => setTimeout(resolve, expiry))
  return { young, expiring: await run() }
}
