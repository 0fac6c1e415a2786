import type { Payload } from 'payload'

import { runStatement } from '@/platform/database/run-statement'
import { metrics } from './metrics'

/**
 * Sets the queue's gauges from the payload-jobs table, at scrape time: the queue may be run by
 * another process (`npm run worker`), so only the database knows it. Completed jobs are deleted
 * by Payload, so the table holds only what is queued, under way or given up.
 */
export const updateJobQueueMetrics = async (payload: Payload, emailTask: string): Promise<void> => {
  const [row] = await runStatement(
    { payload, transactionID: undefined },
    (sql) => sql`select
        coalesce(sum(case when completed_at is null and not coalesce(has_error, false) and not coalesce(processing, false) then 1 else 0 end), 0) as waiting,
        coalesce(sum(case when completed_at is null and not coalesce(has_error, false) and coalesce(processing, false) then 1 else 0 end), 0) as processing,
        min(case when completed_at is null and not coalesce(has_error, false) then created_at end) as oldest,
        coalesce(sum(case when coalesce(has_error, false) and task_slug = ${emailTask} then 1 else 0 end), 0) as failed_emails
      from payload_jobs`,
  )
  const { jobsQueued, oldestJobAge, emailJobsFailed } = metrics()
  jobsQueued.set({ state: 'waiting' }, Number(row?.waiting ?? 0))
  jobsQueued.set({ state: 'processing' }, Number(row?.processing ?? 0))
  const oldest = row?.oldest ? new Date(row.oldest as string | Date).getTime() : null
  oldestJobAge.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000))
  emailJobsFailed.set(Number(row?.failed_emails ?? 0))
}
