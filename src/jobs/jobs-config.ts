import type { JobsConfig } from 'payload'

import { isStaff } from '@/access/roles'
import { sendEmailTask } from '@/email/jobs/send-email-task'
import { staffDigestTask } from '@/email/jobs/staff-digest-task'

/** Every 5 seconds unless JOBS_AUTORUN_CRON says otherwise (six fields: seconds first). */
const autorunCron = () => process.env.JOBS_AUTORUN_CRON || '*/5 * * * * *'

const staffOnlyJobs = ({ req }: { req: { user: Parameters<typeof isStaff>[0] } }) => isStaff(req.user)

/**
 * The queue runs inside every app instance (jobs.autoRun): no separate worker to deploy. Emails
 * and the daily digest are its tasks. The payload-jobs collection shows in the admin to staff,
 * read-only, so a job that failed all its retries can be seen with its error.
 */
export const jobsConfig: JobsConfig = {
  tasks: [sendEmailTask, staffDigestTask],
  autoRun: () => [{ cron: autorunCron(), queue: 'default', limit: 20 }],
  // Never during `next build`; JOBS_AUTORUN=false keeps an instance out of the queue entirely.
  shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build' && process.env.JOBS_AUTORUN !== 'false',
  access: { run: staffOnlyJobs, queue: staffOnlyJobs, cancel: staffOnlyJobs },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: {
      ...defaultJobsCollection.admin,
      hidden: ({ user }) => !isStaff(user as Parameters<typeof isStaff>[0]),
      group: 'System',
      defaultColumns: ['taskSlug', 'hasError', 'totalTried', 'completedAt', 'waitUntil', 'createdAt'],
    },
    access: { ...defaultJobsCollection.access, read: ({ req }) => isStaff(req.user) },
    fields: [
      ...defaultJobsCollection.fields,
      // See src/email/jobs/delivery-claim.ts: which attempt a runner has claimed.
      { name: 'deliveryClaim', type: 'number', admin: { readOnly: true, hidden: true } },
    ],
  }),
}
