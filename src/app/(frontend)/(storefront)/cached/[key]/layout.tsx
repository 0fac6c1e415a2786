import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { isCacheKey } from '@/domain/storefront-url'

/**
 * Every storefront page is rendered on its first request and then served from the cache until a
 * catalogue, content or settings hook expires its tag (src/collections/catalogue/revalidate.ts).
 * Nothing is rendered at build time, which runs before any database is seeded. proxy.ts maps each
 * public address here with its whitelisted parameters as the key.
 */
export const generateStaticParams = (): { key: string }[] => []

// No request-time values (cookies, headers, search params) can reach a page shared by every visitor.
export const dynamic = 'force-static'

// Tags expire pages at once on the instance that made a change; this bounds staleness on the others.
export const revalidate = 60

export default async function CachedPagesLayout({ children, params }: { children: ReactNode; params: Promise<{ key: string }> }) {
  // `/cached/...` addresses typed by hand name no page of their own.
  if (!isCacheKey((await params).key)) notFound()
  return children
}
