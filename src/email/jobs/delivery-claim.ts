import type { PayloadRequest } from 'payload'

import { runStatement } from '@/lib/database'

/**
 * Payload's job runner picks jobs with a read followed by a write, so two app instances whose
 * ticks coincide can both pick the same job. Before sending, a runner claims the job's current
 * attempt with one conditional UPDATE in a transaction of its own (committed at once, whatever
 * the task does next); only the runner whose UPDATE changed the row sends, so a message goes out
 * once per attempt however many instances run the queue.
 */
export const claimDelivery = async (req: PayloadRequest, jobId: number | string, attempt: number): Promise<boolean> => {
  const { db } = req.payload
  const transactionID = await db.beginTransaction()
  try {
    const rows = await runStatement(
      { payload: req.payload, transactionID: transactionID ?? undefined },
      (sql) => sql`update payload_jobs set delivery_claim = ${attempt}
        where id = ${jobId} and (delivery_claim is null or delivery_claim < ${attempt}) returning id`,
    )
    if (transactionID) await db.commitTransaction(transactionID)
    return rows.length === 1
  } catch (error) {
    if (transactionID) await db.rollbackTransaction(transactionID)
    throw error
  }
}
