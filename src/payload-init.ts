import type { Payload } from 'payload'

import { startJobRunner } from '@/jobs/start-job-runner'
import { installTransactionGate } from '@/jobs/transaction-gate'
import { reportFailedCommits } from '@/platform/database/failed-commits'
import { refreshPlannerStatisticsOnStart } from '@/platform/database/query-planner-statistics'
import { waitForTheSqliteWriteLock } from '@/platform/database/sqlite-lock-wait'

/**
 * What each app instance does once Payload is up. The job runner starts only inside the Next
 * server (never in the seed or migration scripts), and from here rather than from Next's
 * instrumentation hook: that hook is a bundle of its own, and a Payload initialised there would
 * carry that bundle's copy of the `payload` module, so errors thrown by our hooks would no longer
 * be recognised as APIErrors by the route handlers and every client error would become
 * "An unknown error occurred."
 */
export const onPayloadInit = async (payload: Payload): Promise<void> => {
  reportFailedCommits(payload)
  waitForTheSqliteWriteLock(payload)
  installTransactionGate(payload)
  await refreshPlannerStatisticsOnStart(payload)
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') startJobRunner(payload)
}
