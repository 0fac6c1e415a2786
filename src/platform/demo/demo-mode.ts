/**
 * Demo mode (`DEMO_MODE=true`, set by `npm start` on its own scratch database and by the test
 * suites): the offline test card is offered and staff may keep the published demo passwords. A
 * production start leaves it off, so neither can reach a live shop.
 */
export const demoMode = (): boolean => process.env.DEMO_MODE === 'true'
