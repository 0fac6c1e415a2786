import type { JobsConfig } from 'payload'

import { isStaff } from '@/access/roles'
import { productionOverdueTask } from '@/email/jobs/production-overdue-task'
import { sendEmailTask } from '@/email/jobs/send-email-task'
import { staffDigestTask } from '@/email/jobs/staff-digest-task'
import { recipientRemindersTask } from '@/collections/recipient-links/reminder-task'
import { deliverWebhookTask } from '@/collections/webhooks/deliver-webhook-task'
import { syncAccountingTask } from '@/collections/accounting/sync-task'
import { trackParcelsTask } from '@/collections/shipments/track-parcels-task'
import { buyShipmentLabelTask } from '@/collections/shipments/automatic-label'
import { voidShipmentLabelTask } from '@/collections/shipments/label-void'

const staffOnlyJobs = ({ req }: { req: { user: Parameters<typeof isStaff>[0] } }) => isStaff(req.user)

/**
 * Emails, webhook deliveries, accounting syncs, the daily digest, the late-production alert, recipient link reminders,
 * the Australia Post tracking poll, automatic label purchases and label voids are the queue's tasks; it runs inside every app instance
 * (start-job-runner.ts), so there is no separate worker to deploy. The payload-jobs collection
 * shows in the admin to staff, read-only, so a job that failed all its retries can be seen with
 * its error.
 */
export const jobsConfig: JobsConfig = {
  tasks: [
    sendEmailTask,
    staffDigestTask,
    productionOverdueTask,
    recipientRemindersTask,
    deliverWebhookTask,
    syncAccountingTask,
    trackParcelsTask,
    buyShipmentLabelTask,
    voidShipmentLabelTask,
  ],
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
      // See src/email/jobs/delivery-claim.ts: which attempt a runner has claimed, and when the
      // message was handed over (so a job requeued after a crash does not send it again).
      { name: 'deliveryClaim', type: 'number', admin: { readOnly: true, hidden: true } },
      { name: 'deliveredAt', type: 'date', admin: { readOnly: true, hidden: true } },
    ],
  }),
}
