/**
 * The cache tags of everything the dashboard has read for one customer or one company, and their
 * expiry.
 *
 * The tags are expired through the cache handler itself (cache-handler.mjs registers itself here),
 * not Next.js's `revalidateTag`: inside a server action that would make Next.js send the page
 * again with the action's answer, and a customer's write (finalising through a share link,
 * booking a shipment) must not re-render the screen it was made from.
 */
const CUSTOMER = 'customer:'
const COMPANY = 'company:'
const HANDLER = Symbol.for('swagly.cache-handler')

/** @param {number | string} customerId */
export const customerDataTag = (customerId) => `${CUSTOMER}${customerId}`

/** @param {number | string} companyId */
export const companyDataTag = (companyId) => `${COMPANY}${companyId}`

/**
 * What a customer's dashboard reads of companies by name rather than as a member's data: the names
 * of the companies they belong to and the companies open to their email's domain. Any company's
 * change expires it; companies change seldom (a rename, a join domain turned on or off).
 */
export const COMPANY_DIRECTORY_TAG = `${COMPANY}directory`

/**
 * Next.js's own tag for the pages under a path, which `revalidatePath` expires: the `_N_T_` prefix
 * it gives such implicit tags (not a public API), then the path and, for a layout, `/layout`.
 * Should a Next.js upgrade change it, storefront-cache.test.ts fails: a dashboard action would then
 * expire the storefront again.
 */
const DASHBOARD_PAGES = '_N_T_/dashboard'

/** @param {string} tag */
const isDashboardPageTag = (tag) => tag === DASHBOARD_PAGES || tag.startsWith(`${DASHBOARD_PAGES}/`)

/**
 * Whether a tag names only what a customer's dashboard shows: their or their company's reads, or a
 * dashboard page a server action refreshed. Such a change leaves every storefront page stored.
 * @param {string} tag
 */
export const isDashboardDataTag = (tag) => tag.startsWith(CUSTOMER) || tag.startsWith(COMPANY) || isDashboardPageTag(tag)

/** @param {{ revalidateTag: (tags: string[]) => Promise<void> }} handler */
export const registerCacheHandler = (handler) => {
  ;/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[HANDLER] = handler
}

/**
 * Expires the dashboard reads under these tags on every instance. Outside a Next.js server
 * (seed scripts) no handler is registered and there is nothing to expire.
 * @param {string[]} tags
 */
export const expireDashboardData = async (tags) => {
  const handler = /** @type {{ revalidateTag: (tags: string[]) => Promise<void> } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[HANDLER]
  )
  if (!handler || tags.length === 0) return
  await handler.revalidateTag(tags)
}
