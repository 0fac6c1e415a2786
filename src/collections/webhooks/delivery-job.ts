import type { PayloadRequest } from 'payload'

/** The jobs queue's task that tries a webhook delivery (deliver-webhook-task.ts). */
export const DELIVER_WEBHOOK_TASK = 'deliverWebhook'

/** Queues a try of a delivery, now or at `waitUntil`, in the transaction `req` carries. */
export const queueDeliveryTry = (req: PayloadRequest, delivery: number, waitUntil?: Date) =>
  req.payload.jobs.queue({ task: DELIVER_WEBHOOK_TASK, input: { delivery }, waitUntil, req })
