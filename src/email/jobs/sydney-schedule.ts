import type { TaskConfig } from 'payload'

import { nextDigestRun } from '@/domain/staff-digest'

/**
 * A task's schedule at `cron()`, read in Sydney time. Payload works out the next run in the
 * server's time zone, so each queued run waits until the Sydney hour instead.
 */
export const sydneySchedule = (cron: () => string): NonNullable<TaskConfig['schedule']> => [
  {
    cron: cron(),
    queue: 'default',
    hooks: {
      beforeSchedule: async (args) => ({ ...(await args.defaultBeforeSchedule(args)), waitUntil: nextDigestRun(cron(), new Date()) }),
    },
  },
]
