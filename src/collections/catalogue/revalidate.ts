import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { afterCommit } from '@/platform/database/after-commit'
import type { CacheTag } from '@/platform/next-cache/cache-tags'

// Expires the storefront's cache tags (platform/next-cache/cache-tags.ts) when content changes.

const expire = (tag: CacheTag) => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js server (seed scripts, tests on the Local API) there is no cache to expire.
  }
}

// Expired once the change is committed: see after-commit.ts for why not before.
// Each hook is named for the table of what a save runs (docs/collection-hooks.md).
export const revalidateAfterChange = (tag: CacheTag): CollectionAfterChangeHook => {
  const expireStorefrontOnChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await afterCommit(req, () => expire(tag))
    return doc
  }
  return expireStorefrontOnChange
}

export const revalidateAfterDelete = (tag: CacheTag): CollectionAfterDeleteHook => {
  const expireStorefrontOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await afterCommit(req, () => expire(tag))
    return doc
  }
  return expireStorefrontOnDelete
}

export const revalidateGlobal = (tag: CacheTag): GlobalAfterChangeHook => {
  const expireStorefrontOnGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await afterCommit(req, () => expire(tag))
    return doc
  }
  return expireStorefrontOnGlobalChange
}

const announcing = new WeakSet<object>()

export const revalidateHooks = (tag: CacheTag) => {
  const afterChange = revalidateAfterChange(tag)
  const afterDelete = revalidateAfterDelete(tag)
  announcing.add(afterChange).add(afterDelete)
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** True for a collection whose every change and deletion through the app expires a storefront tag (so every instance hears of it). */
export const announcesItsChanges = (collection: Pick<CollectionConfig, 'hooks'>): boolean =>
  Boolean(collection.hooks?.afterChange?.some((hook) => announcing.has(hook)) && collection.hooks?.afterDelete?.some((hook) => announcing.has(hook)))
