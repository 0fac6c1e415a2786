import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { customerDataTag } from '@/platform/next-cache/customer-data-tag.mjs'
import type { CustomerUser } from '@/collections/customers/customer-user'

// A safety net for changes made outside the app (a row edited by hand), which no hook announces.
const LIFETIME_SECONDS = 300

/**
 * One dashboard read for the signed-in customer, kept in Next.js's cache (memory, or Redis shared
 * by every instance) under the customer's tag and the catalogue's: every write to a document the
 * customer owns, and every catalogue or settings change, expires it once committed
 * (src/collections/customer-data-expiry.ts). The page still signs the request in through Payload
 * on every view; only the reads behind it are kept. The key is the customer's id, never the
 * session, so a team on one account shares the entries; staff viewing as the customer read afresh.
 * `read` must return plain JSON data.
 */
export const readForCustomer = <T>(customer: CustomerUser, key: readonly (string | number)[], read: () => Promise<T>): Promise<T> => {
  if (customer.viewedBy) return read()
  return unstable_cache(read, ['dashboard', String(customer.id), ...key.map(String)], {
    tags: [customerDataTag(customer.id), CACHE_TAGS.catalogue, CACHE_TAGS.content, CACHE_TAGS.settings],
    revalidate: LIFETIME_SECONDS,
  })()
}
