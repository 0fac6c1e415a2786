import type { Payload } from 'payload'

import { runStatement } from '@/lib/database'

/**
 * A runner marks a whole batch (up to 20 jobs, start-job-runner.ts) `processing` when it picks it
 * and runs the jobs one after another; Payload touches a job again only when it finishes. So a
 * job can rightly stay `processing` for as long as a whole run takes: twenty deliveries, each
 * bounded by the SMTP timeouts (about 80 s at worst, adapter.ts), under half an hour. Held for
 * longer than 30 minutes, its runner is gone (killed, crashed, redeployed mid-batch).
 * JOBS_STALLED_AFTER_SECONDS overrides it; set it lower only where runs are known to be short.
 */
const stalledAfterMs = () => Number(process.env.JOBS_STALLED_AFTER_SECONDS || 30 * 60) * 1000

/**
 * Returns jobs whose runner died holding them to the queue, with a note of why in their error,
 * so they are retried. The crashed run counts as a try: the retry claims a fresh attempt
 * (src/email/jobs/delivery-claim.ts), which still refuses a message recorded as delivered. One
 * conditional UPDATE: of several instances doing this at once, only one recovers each job.
 */
export const requeueStalledJobs = async (payload: Payload): Promise<void> => {
  const now = new Date()
  const before = new Date(now.getTime() - stalledAfterMs()).toISOString()
  const note = JSON.stringify({ message: `Requeued at ${now.toISOString()}: the runner holding it stopped before it finished (crash or kill).` })
  const postgres = payload.db.name === 'postgres'
  const rows = await runStatement(
    { payload },
    (sql) => sql`update payload_jobs
      set processing = false, total_tried = coalesce(total_tried, 0) + 1, error = ${postgres ? sql`${note}::jsonb` : note},
        updated_at = ${now.toISOString()}
      where processing = true and completed_at is null and updated_at < ${before}
      returning id`,
  )
  if (rows.length) payload.logger.warn(`Requeued ${rows.length} job(s) whose runner stopped holding them: ${rows.map((row) => row.id).join(', ')}`)
}
