import type { Payload } from 'payload'

import { announcesItsChanges } from '@/collections/catalogue/revalidate'
import { startJobRunner } from '@/jobs/start-job-runner'
import { patchDatabaseAdapter } from '@/platform/database/adapter-patches'
import { refreshPlannerStatisticsOnStart } from '@/platform/database/query-planner-statistics'
import { stagesSwitchedOff } from '@/platform/server/server-stages'

/**
 * The tables of the collections whose changes are announced to every instance, with their
 * versions (drafts): Payload names them after the collection's slug in snake case.
 */
const announcedTables = (payload: Payload): Set<string> => {
  const tableNames = (payload.db as unknown as { tableNameMap: Map<string, string> }).tableNameMap
  const names = payload.config.collections
    .filter(announcesItsChanges)
    .map((collection) => collection.slug.replaceAll('-', '_'))
    .flatMap((name) => [name, `_${name}_v`])
  return new Set(names.map((name) => tableNames.get(name) ?? name))
}

/**
 * What each app instance does once Payload is up. The job runner starts only inside the Next
 * server (never in the seed or migration scripts), and from here rather than from Next's
 * instrumentation hook: that hook is a bundle of its own, and a Payload initialised there would
 * carry that bundle's copy of the `payload` module, so errors thrown by our hooks would no longer
 * be recognised as APIErrors by the route handlers and every client error would become
 * "An unknown error occurred."
 */
export const onPayloadInit = async (payload: Payload): Promise<void> => {
  const inNextServer = process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'
  // Counts are kept only where changes are announced: a script's writes expire no cache tag.
  const keepsCounts = inNextServer && !stagesSwitchedOff().has('kept-counts')
  patchDatabaseAdapter(payload, { announcedTables: keepsCounts ? announcedTables(payload) : null })
  await refreshPlannerStatisticsOnStart(payload)
  if (inNextServer) startJobRunner(payload)
}
