/**
 * The cache tag of everything the dashboard has read for one customer, and its expiry.
 *
 * The tag is expired through the cache handler itself (cache-handler.mjs registers itself here),
 * not Next.js's `revalidateTag`: inside a server action that would make Next.js send the page
 * again with the action's answer, and a customer's write (finalising through a share link,
 * booking a shipment) must not re-render the screen it was made from.
 */
const PREFIX = 'customer:'
const HANDLER = Symbol.for('swagly.cache-handler')

/** @param {number | string} customerId */
export const customerDataTag = (customerId) => `${PREFIX}${customerId}`

/** @param {string} tag */
export const isCustomerDataTag = (tag) => tag.startsWith(PREFIX)

/** @param {{ revalidateTag: (tags: string[]) => Promise<void> }} handler */
export const registerCacheHandler = (handler) => {
  ;/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[HANDLER] = handler
}

/**
 * Expires the dashboard reads of these customers on every instance. Outside a Next.js server
 * (seed scripts) no handler is registered and there is nothing to expire.
 * @param {(number | string)[]} customerIds
 */
export const expireCustomerData = async (customerIds) => {
  const handler = /** @type {{ revalidateTag: (tags: string[]) => Promise<void> } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[HANDLER]
  )
  if (!handler || customerIds.length === 0) return
  await handler.revalidateTag(customerIds.map(customerDataTag))
}
