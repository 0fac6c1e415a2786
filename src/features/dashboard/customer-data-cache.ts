import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { COMPANY_DIRECTORY_TAG, companyDataTag, customerDataTag } from '@/platform/next-cache/customer-data-tag.mjs'
import type { CustomerUser } from '@/collections/customers/customer-user'

// A safety net for changes made outside the app (a row edited by hand), which no hook announces.
const LIFETIME_SECONDS = 300

/**
 * One dashboard read for the signed-in customer in the company they act in, kept in Next.js's
 * cache (memory, or Redis shared by every instance) under the customer's tag, the company's and the
 * catalogue's: every write to a document the company owns (by any member), to the membership, and
 * every catalogue or settings change, expires it once committed (src/collections/customer-data-expiry.ts).
 * The page still signs the request in through Payload on every view; only the reads behind it are
 * kept. The key is the member, the company and their role in it, never the session, so a lowered
 * role never reads what the old one kept; staff viewing as the customer read afresh.
 * `read` must return plain JSON data.
 */
export const readForCustomer = <T>(customer: CustomerUser, key: readonly (string | number)[], read: () => Promise<T>): Promise<T> => {
  const company = customer.acting
  return keptFor(
    customer,
    ['dashboard', customer.id, String(company?.id), String(company?.role), ...key],
    [customerDataTag(customer.id), ...(company ? [companyDataTag(company.id)] : []), CACHE_TAGS.catalogue, CACHE_TAGS.content, CACHE_TAGS.settings],
    read,
  )
}

/**
 * One read about the signed-in customer across their companies (which companies they belong to, and
 * in which role; which are open to their email's domain), kept in Next.js's cache under their tag and
 * the companies' directory: a membership's change, their own and any company's expires it. It decides
 * which company the dashboard acts in, so it is keyed by the customer alone; staff viewing as the
 * customer read afresh. REST, GraphQL, server actions (getActingViewer) and every decision a write takes read memberships themselves.
 */
export const readForMember = <T>(customer: CustomerUser, key: readonly (string | number)[], read: () => Promise<T>): Promise<T> =>
  keptFor(customer, ['member', customer.id, ...key], [customerDataTag(customer.id), COMPANY_DIRECTORY_TAG], read)

/** `read` kept under `key` and `tags`, except for staff viewing as the customer, who read afresh. */
const keptFor = <T>(customer: CustomerUser, key: readonly (string | number)[], tags: string[], read: () => Promise<T>): Promise<T> =>
  customer.viewedBy ? read() : unstable_cache(read, key.map(String), { tags, revalidate: LIFETIME_SECONDS })()
