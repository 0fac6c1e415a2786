import type { PayloadRequest, TaskConfig } from 'payload'

import { overdueInvoices, staleProposals, type DigestProject } from '@/domain/staff-digest'
import { serverURL } from '@/platform/http/server-url'
import { queueEmail } from '../queue'
import { staffNotificationAddress } from '../recipients'
import { staffDigestEmail } from '../templates/staff-digest'
import { sydneySchedule } from './sydney-schedule'

const STAFF_DIGEST_TASK = 'staffDigest'

/** When the digest goes out, in Sydney time: 07:00 every day unless STAFF_DIGEST_CRON says otherwise. */
const digestCron = () => process.env.STAFF_DIGEST_CRON || '0 7 * * *'
const staleAfterDays = () => Number(process.env.STALE_PROPOSAL_DAYS || 7)

/**
 * Two app instances scheduling in the same tick can queue two digests; the one with the higher id
 * stands down when another is running or went out in the last 20 hours.
 */
const anotherDigestSent = async (req: PayloadRequest, jobId: number | string) => {
  const since = new Date(Date.now() - 20 * 3_600_000).toISOString()
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: STAFF_DIGEST_TASK },
      id: { less_than: jobId },
      or: [{ processing: { equals: true } }, { completedAt: { greater_than: since } }],
    },
    req,
  })
  return totalDocs > 0
}

export const staffDigestTask: TaskConfig = {
  slug: STAFF_DIGEST_TASK,
  label: 'Daily staff digest',
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: sydneySchedule(digestCron),
  handler: async ({ job, req }) => {
    if (await anotherDigestSent(req, job.id)) return { output: { sent: false } }
    const now = new Date()
    const { docs } = await req.payload.find({
      collection: 'projects',
      where: {
        or: [
          { status: { equals: 'proposal_sent' } },
          { and: [{ 'invoice.dueAt': { less_than: now.toISOString() } }, { status: { not_equals: 'completed' } }] },
        ],
      },
      select: { name: true, status: true, paymentStatus: true, invoice: true, statusChangeLog: true },
      pagination: false,
      depth: 0,
      req,
    })
    const projects: DigestProject[] = docs
    const overdue = overdueInvoices(projects, now)
    const stale = staleProposals(projects, now, staleAfterDays())
    const to = await staffNotificationAddress(req.payload, req)
    if (!to || (overdue.length === 0 && stale.length === 0)) return { output: { sent: false } }
    const projectLink = (id: number) => `${serverURL()}/admin/collections/projects/${id}`
    await queueEmail(req.payload, { to, ...(await staffDigestEmail({ overdue, stale, staleAfterDays: staleAfterDays(), projectLink })) }, req)
    return { output: { sent: true } }
  },
}
