import type { TaskConfig } from 'payload'

import { accountingProvider } from './accounting-provider'
import { SYNC_ACCOUNTING_TASK } from './sync-job'
import { syncRecord } from './sync-record'

/** Seconds before the first retry (`ACCOUNTING_FIRST_RETRY_SECONDS`, default 60), doubling each time after. */
const firstRetrySeconds = () => Number(process.env.ACCOUNTING_FIRST_RETRY_SECONDS) || 60

/** Raised for Payload's retry when the provider asked to wait (a rate limit, an outage). */
class TryAgainLater extends Error {}

/**
 * Syncs one invoice or payment to a company's accounting organisation. What cannot pass is
 * recorded and the job ends; what may pass later (rate limited, the provider down) throws, and
 * Payload tries again with back-off (1, 2, 4… minutes, eight tries). Pushing the same sync
 * twice (a job requeued after its runner crashed) finds the bill already there and replays the
 * payment by its idempotency key, so it cannot write twice.
 */
export const syncAccountingTask: TaskConfig = {
  slug: SYNC_ACCOUNTING_TASK,
  label: 'Sync an invoice to accounting',
  inputSchema: [{ name: 'sync', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: firstRetrySeconds() * 1000 } },
  handler: async ({ input, req }) => {
    const outcome = await syncRecord(req.payload, accountingProvider(), Number((input as { sync: number }).sync))
    if (outcome === 'retry') throw new TryAgainLater('The accounting system asked to try again later.')
    return { output: { outcome } }
  },
}
