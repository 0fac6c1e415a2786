import { SpanStatusCode, trace } from '@opentelemetry/api'
import { Cron } from 'croner'
import type { Payload } from 'payload'

import { requeueStalledJobs } from './stalled-jobs'
import { betweenTransactions } from '@/platform/database/transaction-gate'

const tracer = trace.getTracer('swagly-jobs')

/** One tick in a span of its own (a no-op without tracing), so its queries and emails show under it. */
const traced = async (work: () => Promise<void>): Promise<void> =>
  tracer.startActiveSpan('jobs tick', async (span) => {
    try {
      await work()
    } catch (error) {
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })

/** Every 5 seconds unless JOBS_AUTORUN_CRON says otherwise (six fields: seconds first). */
const autorunCron = () => process.env.JOBS_AUTORUN_CRON || '*/5 * * * * *'

/**
 * Runs the jobs queue inside this server: on each tick, returns jobs a dead runner was holding to
 * the queue (stalled-jobs.ts), schedules what is due (the daily digest) and runs up to 20 queued
 * jobs, one after another (on SQLite, parallel jobs' bookkeeping transactions would meet each
 * other's lock). Started once per server when Payload initialises
 * (src/payload-init.ts), never in scripts or during `next build`; JOBS_AUTORUN=false keeps an
 * instance out of the queue, and `npm run worker` (scripts/worker.ts) runs it in a process of its own. Payload's own
 * `jobs.autoRun` cron is not used because it cannot be kept clear of open SQLite transactions
 * (transaction-gate.ts). `protect` skips a tick while the previous one is still running.
 */
export const startJobRunner = (payload: Payload, { evenWhenAutorunIsOff = false } = {}): Cron | undefined => {
  if (process.env.JOBS_AUTORUN === 'false' && !evenWhenAutorunIsOff) return undefined
  return new Cron(
    autorunCron(),
    {
      protect: true,
      catch: (error) => payload.logger.error({ err: error, msg: 'The jobs queue tick failed' }),
    },
    () =>
      traced(() =>
        betweenTransactions(payload, async () => {
          // A failed recovery (a lock timeout, say) is tried again next tick; the queue runs meanwhile.
          await requeueStalledJobs(payload).catch((error: unknown) =>
            payload.logger.error({ err: error, msg: 'Could not requeue the jobs of a stopped runner' }),
          )
          await payload.jobs.handleSchedules()
          await payload.jobs.run({ limit: 20, sequential: true, silent: { info: true } })
        }),
      ),
  )
}
