// Shippit's API v3 for quotes, orders (labels) and bookings: where it is and the key it takes.

export type ShippitSettings = { apiKey: string; apiUrl: string; timeoutMs: number }

/**
 * The settings from SHIPPIT_* variables, or null when the app has no Shippit key. SHIPPIT_API_URL
 * points the app at Shippit's staging or a local stand-in; it ends with the API's version path.
 */
export function shippitSettingsFromEnv(env: Record<string, string | undefined> = process.env): ShippitSettings | null {
  const apiKey = env.SHIPPIT_API_KEY
  if (!apiKey) return null
  const timeoutSeconds = Number(env.SHIPPIT_TIMEOUT_SECONDS || 15)
  if (!(timeoutSeconds > 0)) throw new Error(`SHIPPIT_TIMEOUT_SECONDS must be a positive number of seconds, not "${env.SHIPPIT_TIMEOUT_SECONDS}"`)
  const apiUrl = (env.SHIPPIT_API_URL || 'https://app.shippit.com/api/3').replace(/\/+$/, '')
  return { apiKey, apiUrl, timeoutMs: timeoutSeconds * 1000 }
}
