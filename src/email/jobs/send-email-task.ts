import type { TaskConfig } from 'payload'

import { deliverEmail } from '../adapter'
import { fromQueued, SEND_EMAIL_TASK, type QueuedEmail } from '../queue'
import { claimDelivery, recordDelivery } from './delivery-claim'

/**
 * Delivers one queued email. A failure (mail server down) throws, and Payload retries the job
 * with exponential backoff: 30 s, 1 min, 2 min, 4 min, 8 min, 16 min; after that the job stays
 * in the admin (System → Jobs) with its error for staff to see. A refused claim (another runner
 * has this attempt, or the message went out before its runner crashed) sends nothing.
 */
export const sendEmailTask: TaskConfig = {
  slug: SEND_EMAIL_TASK,
  label: 'Send an email',
  inputSchema: [{ name: 'email', type: 'json', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const email = (input as { email: QueuedEmail }).email
    if (!(await claimDelivery(req, job.id, job.totalTried ?? 0))) return { output: { delivered: false } }
    await deliverEmail(req.payload, fromQueued(email))
    await recordDelivery(req, job.id)
    return { output: { delivered: true } }
  },
}
