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

/** @param {string} tag */
export const isDashboardDataTag = (tag) => tag.startsWith(CUSTOMER) || tag.startsWith(COMPANY)

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
