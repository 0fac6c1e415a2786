/** Prefix of the cache tag of everything the dashboard has read for one customer. */
const PREFIX = 'customer:'

/** @param {number | string} customerId */
export const customerDataTag = (customerId) => `${PREFIX}${customerId}`

/** @param {string} tag */
export const isCustomerDataTag = (tag) => tag.startsWith(PREFIX)
