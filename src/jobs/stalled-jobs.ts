import type { Payload, TaskConfig } from 'payload'

import { runStatement } from '@/platform/database/run-statement'

import { jobsConfig } from './jobs-config'

/**
 * A runner marks a whole batch (up to 20 jobs, start-job-runner.ts) `processing` when it picks it
 * and runs the jobs one after another; Payload touches a job again only when it finishes. So a
 * job can rightly stay `processing` for as long as a whole run takes: twenty deliveries, each
 * bounded by the SMTP timeouts (about 80 s at worst, adapter.ts), under half an hour. Held for
 * longer than 30 minutes, its runner is gone (killed, crashed, redeployed mid-batch).
 * JOBS_STALLED_AFTER_SECONDS overrides it; set it lower only where runs are known to be short.
 */
const stalledAfterMs = () => Number(process.env.JOBS_STALLED_AFTER_SECONDS || 30 * 60) * 1000

/** The tries a task's job gets in all, as Payload counts them: the first plus its retries. */
const triesAllowed = (task: TaskConfig): number => 1 + (typeof task.retries === 'object' ? (task.retries.attempts ?? 0) : (task.retries ?? 0))

/**
 * Returns jobs whose runner died holding them to the queue, with a note of why in their error,
 * so they are retried. The crashed run counts as a try: the retry claims a fresh attempt
 * (src/email/jobs/delivery-claim.ts), which still refuses a message recorded as delivered. A job
 * whose runs have used up its task's tries is marked failed instead, as Payload marks a job that
 * failed them all: one that takes its runner down every time (a poison message) is then shown to
 * staff in the admin rather than retried for ever. One conditional UPDATE: of several instances
 * doing this at once, only one recovers each job.
 */
export const requeueStalledJobs = async (payload: Payload): Promise<void> => {
  const now = new Date()
  const before = new Date(now.getTime() - stalledAfterMs()).toISOString()
  const retried = JSON.stringify({ message: `Requeued at ${now.toISOString()}: the runner holding it stopped before it finished (crash or kill).` })
  const failed = JSON.stringify({
    message: `Given up at ${now.toISOString()}: every one of its tries ended with its runner stopping (crash or kill).`,
  })
  const postgres = payload.db.name === 'postgres'
  const rows = await runStatement({ payload }, (sql) => {
    const tries = sql`case task_slug ${sql.join(
      (jobsConfig.tasks ?? []).map((task) => sql`when ${task.slug} then ${sql.raw(String(triesAllowed(task)))}`),
      sql` `,
    )} else 1 end`
    const usedUp = sql`coalesce(total_tried, 0) + 1 >= ${tries}`
    const note = (text: string) => (postgres ? sql`${text}::jsonb` : sql`${text}`)
    return sql`update payload_jobs
      set processing = false, total_tried = coalesce(total_tried, 0) + 1,
        has_error = ${usedUp}, error = case when ${usedUp} then ${note(failed)} else ${note(retried)} end,
        updated_at = ${now.toISOString()}
      where processing = true and completed_at is null and updated_at < ${before}
      returning id, has_error`
  })
  const [gaveUp, requeued] = [rows.filter((row) => Boolean(row.has_error)), rows.filter((row) => !row.has_error)]
  if (requeued.length)
    payload.logger.warn(`Requeued ${requeued.length} job(s) whose runner stopped holding them: ${requeued.map((row) => row.id).join(', ')}`)
  if (gaveUp.length)
    payload.logger.error(`Gave up ${gaveUp.length} job(s) that stopped their runner on every try: ${gaveUp.map((row) => row.id).join(', ')}`)
}
