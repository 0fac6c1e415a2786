import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { afterCommit } from '@/lib/after-commit'

/**
 * Storefront pages, their data and anonymous public API answers are cached by tag in Next.js's
 * cache (src/lib/next-cache/cache-handler.mjs); content hooks expire the tags, on every instance.
 */
export const CACHE_TAGS = {
  catalogue: 'catalogue',
  content: 'content',
  settings: 'site-settings',
} as const

type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

const expire = (tag: CacheTag) => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js server (seed scripts, tests on the Local API) there is no cache to expire.
  }
}

// Expired once the change is committed: see after-commit.ts for why not before.
export const revalidateAfterChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await afterCommit(req, () => expire(tag))
    return doc
  }

export const revalidateAfterDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await afterCommit(req, () => expire(tag))
    return doc
  }

export const revalidateGlobal =
  (tag: CacheTag): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await afterCommit(req, () => expire(tag))
    return doc
  }

export const revalidateHooks = (tag: CacheTag) => ({
  afterChange: [revalidateAfterChange(tag)],
  afterDelete: [revalidateAfterDelete(tag)],
})
