import type { TaskConfig } from 'payload'

import { sydneySchedule } from '@/email/jobs/sydney-schedule'
import { remindUnanswered } from '@/collections/recipient-links/operations/invite-recipients'

const RECIPIENT_REMINDERS_TASK = 'recipientReminders'

/** When unanswered invitations are looked for, in Sydney time: 09:00 every day unless RECIPIENT_REMINDERS_CRON says otherwise. */
const remindersCron = () => process.env.RECIPIENT_REMINDERS_CRON || '0 9 * * *'

/** One reminder to each invited person who has not answered some days after their invitation (invitations.ts). */
export const recipientRemindersTask: TaskConfig = {
  slug: RECIPIENT_REMINDERS_TASK,
  label: 'Recipient link reminders',
  outputSchema: [{ name: 'reminded', type: 'number' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: sydneySchedule(remindersCron),
  handler: async ({ req }) => ({ output: { reminded: await remindUnanswered(req.payload, new Date()) } }),
}
