import type { AccountingAdapter } from '@/integrations/accounting/accounting-adapter'
import { xeroAdapter, xeroConfigFromEnv } from '@/integrations/accounting/xero/xero-adapter'

/**
 * The accounting system companies may connect, when this server is registered with it
 * (`XERO_CLIENT_ID` and `XERO_CLIENT_SECRET`); null when it is not, and the page says so.
 */
export function accountingProvider(): AccountingAdapter | null {
  const config = xeroConfigFromEnv()
  return config ? xeroAdapter(config) : null
}
