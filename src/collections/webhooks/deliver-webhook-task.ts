import type { TaskConfig } from 'payload'

import { claimDelivery, recordDelivery } from '@/email/jobs/delivery-claim'

import { attemptDelivery } from './attempt-delivery'
import { DELIVER_WEBHOOK_TASK } from './delivery-job'

/**
 * Tries one webhook delivery once. What the receiver answers is recorded on the delivery, and a
 * failed try queues the next one itself (attempt-delivery.ts, by the webhook schedule of three
 * days), so the job ends normally either way; Payload's own retries are left for a failure of ours
 * (the database unreachable). A try is claimed as emails are (delivery-claim.ts): of two runners
 * only one sends, and a job requeued after its runner crashed mid-try sends again, so a receiver
 * gets every event at least once and tells repeats apart by the event id.
 */
export const deliverWebhookTask: TaskConfig = {
  slug: DELIVER_WEBHOOK_TASK,
  label: 'Deliver a webhook',
  inputSchema: [{ name: 'delivery', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    if (!(await claimDelivery(req, job.id, job.totalTried ?? 0))) return { output: { delivered: false } }
    const answer = await attemptDelivery(req.payload, Number((input as { delivery: number }).delivery), { retry: true })
    await recordDelivery(req, job.id)
    return { output: { delivered: answer?.ok === true } }
  },
}
