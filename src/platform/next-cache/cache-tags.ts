/**
 * The tags storefront pages, their data and anonymous public API answers are cached under in
 * Next.js's cache (cache-handler.mjs). Readers tag what they cache; content hooks
 * (src/collections/catalogue/revalidate.ts) expire a tag on every instance when its documents change.
 * A customer's own dashboard data has a tag of its own (customer-data-tag.mjs).
 */
export const CACHE_TAGS = {
  catalogue: 'catalogue',
  content: 'content',
  settings: 'site-settings',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
