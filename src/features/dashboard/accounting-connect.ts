import { timingSafeEqual } from 'node:crypto'

import { finishAccountingConnection, startAccountingConnection } from '@/collections/accounting/operations/connect-accounting'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'

/** How the round trip through the provider ended, as the page's notice reads it (never free text from the address). */
export const CONNECT_OUTCOMES = ['connected', 'declined', 'expired', 'not-allowed', 'not-set-up', 'failed'] as const
export type ConnectOutcome = (typeof CONNECT_OUTCOMES)[number]

/** The cookie holding the started connection's state and company until the member comes back (ten minutes). */
export const CONNECT_COOKIE = 'accounting-connect'
export const CONNECT_COOKIE_SECONDS = 600

const outcomeOf = (status: number): ConnectOutcome => (status === 403 || status === 401 ? 'not-allowed' : status === 503 ? 'not-set-up' : 'failed')

/** Where to send the member (the provider's consent page) and the cookie value that must come back with them; or why not. */
export async function beginConnection(customer: CustomerUser): Promise<{ url: string; cookie: string } | { outcome: ConnectOutcome }> {
  const started = await startAccountingConnection({ req: { payload: await payloadClient(), user: customer }, input: null })
  if (!started.ok) return { outcome: outcomeOf(started.status) }
  return { url: started.url, cookie: `${started.state}.${started.company}` }
}

const sameState = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The member back from the provider: `state` must be the one their own browser kept, or the code
 * is not used (another page cannot finish a connection for them). Answers how it ended.
 */
export async function completeConnection(customer: CustomerUser, query: URLSearchParams, cookie: string | undefined): Promise<ConnectOutcome> {
  const [state = '', company = ''] = (cookie ?? '').split('.')
  const code = query.get('code')
  if (query.get('error')) return 'declined'
  if (!code || !state || !sameState(state, query.get('state') ?? '')) return 'expired'
  const finished = await finishAccountingConnection({
    req: { payload: await payloadClient(), user: customer },
    input: { code, company: Number(company) },
  })
  return finished.ok ? 'connected' : outcomeOf(finished.status)
}
