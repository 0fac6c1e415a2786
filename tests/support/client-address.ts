/**
 * A made-up client address for X-Forwarded-For: the test server trusts that header (as behind a
 * load balancer), so requests sent with different ones draw on separate per-address budgets.
 */
export const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`
