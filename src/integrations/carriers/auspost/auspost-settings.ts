// Australia Post's Shipping and Tracking API: where it is and the account it is asked for, shared
// by tracking (auspost-tracking.ts) and rates, labels and manifests (auspost-shipping.ts).

export type AusPostSettings = { apiKey: string; password: string; accountNumber: string; apiUrl: string; timeoutMs: number }

/**
 * The settings from AUSPOST_* variables, or null when the app has no Australia Post account. Some
 * of the three credentials without the others is a mistake to be told of, not a quiet "off".
 */
export function ausPostSettingsFromEnv(env: Record<string, string | undefined> = process.env): AusPostSettings | null {
  const { AUSPOST_API_KEY: apiKey, AUSPOST_API_PASSWORD: password, AUSPOST_ACCOUNT_NUMBER: accountNumber } = env
  if (!apiKey && !password && !accountNumber) return null
  if (!apiKey || !password || !accountNumber) {
    throw new Error('Australia Post needs all three of AUSPOST_API_KEY, AUSPOST_API_PASSWORD and AUSPOST_ACCOUNT_NUMBER')
  }
  const timeoutSeconds = Number(env.AUSPOST_TIMEOUT_SECONDS || 15)
  if (!(timeoutSeconds > 0)) throw new Error(`AUSPOST_TIMEOUT_SECONDS must be a positive number of seconds, not "${env.AUSPOST_TIMEOUT_SECONDS}"`)
  const apiUrl = (env.AUSPOST_API_URL || 'https://digitalapi.auspost.com.au').replace(/\/+$/, '')
  return { apiKey, password, accountNumber, apiUrl, timeoutMs: timeoutSeconds * 1000 }
}
