import type { PayloadRequest } from 'payload'

/** The jobs queue's task that syncs one invoice or payment to a company's accounting organisation (sync-task.ts). */
export const SYNC_ACCOUNTING_TASK = 'syncAccounting'

/** Queues the sync of a row, in the transaction `req` carries. */
export const queueSyncTry = (req: PayloadRequest, sync: number) => req.payload.jobs.queue({ task: SYNC_ACCOUNTING_TASK, input: { sync }, req })
