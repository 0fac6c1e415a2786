import type { Payload, PayloadRequest } from 'payload'

import { runStatement } from '@/platform/database/run-statement'

type Statement = Parameters<typeof runStatement>[1]

/** Runs one statement in a transaction of its own, committed at once whatever the task does next. */
const runCommitted = async (payload: Payload, build: Statement) => {
  const transactionID = await payload.db.beginTransaction()
  try {
    const rows = await runStatement({ payload, transactionID: transactionID ?? undefined }, build)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return rows
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * Payload's job runner picks jobs with a read followed by a write, so two app instances whose
 * ticks coincide can both pick the same job. Before sending, a runner claims the job's current
 * attempt with one conditional UPDATE; only the runner whose UPDATE changed the row sends, so a
 * message goes out once per attempt however many instances run the queue. A message already
 * handed over (`delivered_at`, set by recordDelivery) is never claimed again: a job requeued after
 * its runner crashed (src/jobs/stalled-jobs.ts) between sending and completing does not resend.
 *
 * What remains is inherent: a crash after the mail server accepted the message but before
 * recordDelivery committed leaves nothing that says it was sent, so the requeued job sends it
 * again. Across such a crash delivery is at-least-once; otherwise it is exactly once.
 */
export const claimDelivery = async (req: PayloadRequest, jobId: number | string, attempt: number): Promise<boolean> => {
  const rows = await runCommitted(
    req.payload,
    (sql) => sql`update payload_jobs set delivery_claim = ${attempt}
      where id = ${jobId} and delivered_at is null and (delivery_claim is null or delivery_claim < ${attempt}) returning id`,
  )
  return rows.length === 1
}

/** Notes, as soon as the transport has accepted the message, that this job's message is sent. */
export const recordDelivery = async (req: PayloadRequest, jobId: number | string): Promise<void> => {
  await runCommitted(req.payload, (sql) => sql`update payload_jobs set delivered_at = ${new Date().toISOString()} where id = ${jobId}`)
}
