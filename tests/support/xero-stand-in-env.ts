import { XERO_STAND_IN_DEFAULTS } from '@/integrations/accounting/xero/xero-stand-in'

/**
 * The app's Xero settings for a stand-in listening on `port` of this machine: the stand-in's own
 * client id and secret, every Xero address pointed at it, and short waits, so a test's retry after
 * a rate limit comes a second later rather than a minute.
 */
export const xeroStandInEnv = (port: number): Record<string, string> => {
  const url = `http://127.0.0.1:${port}`
  return {
    XERO_CLIENT_ID: XERO_STAND_IN_DEFAULTS.clientId,
    XERO_CLIENT_SECRET: XERO_STAND_IN_DEFAULTS.clientSecret,
    XERO_LOGIN_URL: url,
    XERO_IDENTITY_URL: url,
    XERO_API_URL: url,
    XERO_TIMEOUT_SECONDS: '2',
    ACCOUNTING_FIRST_RETRY_SECONDS: '1',
  }
}
