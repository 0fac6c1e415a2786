/** The shared secret Shippit's webhook carries to the test server (its account's custom header). */
export const SHIPPIT_WEBHOOK_SECRET = 'shippit-integration-secret'

export const carrierEnv = (): Record<string, string> => ({ SHIPPIT_WEBHOOK_SECRET })
