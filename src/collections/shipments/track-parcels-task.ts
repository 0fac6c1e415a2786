import type { Payload, TaskConfig, Where } from 'payload'

import { OPEN_TRACKING_STATES, POLLED_SHIPMENT_STATUSES, inGroupsOf } from '@/domain/delivery/tracking-poll'
import { sydneySchedule } from '@/email/jobs/sydney-schedule'
import {
  AUSPOST_IDS_PER_REQUEST,
  AusPostTrackingError,
  ausPostSettingsFromEnv,
  trackAusPostParcels,
  type AusPostFailure,
  type AusPostSettings,
} from '@/integrations/carriers/auspost/auspost-tracking'
import { runStatement } from '@/platform/database/run-statement'
import { recordParcelReport } from './operations/record-parcel-events'

const TRACK_PARCELS_TASK = 'trackParcels'

/** How often Australia Post is asked, in Sydney time: every 30 minutes unless AUSPOST_TRACKING_CRON says otherwise. */
const trackingCron = () => process.env.AUSPOST_TRACKING_CRON || '*/30 * * * *'

/** At most this many consignments a run, so a run stays within a few dozen requests. */
const MOST_PER_RUN = 500

/** What a run did: how many consignments it asked about, and how many shipments it moved. */
type TrackingRun = { asked: number; moved: number }

/**
 * After these the run stops asking: every further request would be refused the same way, or would
 * wait out its timeout too while the jobs queued behind the run (emails among them) wait with it.
 */
const ENDS_THE_RUN: ReadonlySet<AusPostFailure> = new Set(['unauthorised', 'rate_limited', 'unanswered'])

const OPEN_AUSPOST_PARCELS: Where = {
  and: [
    { carrier: { equals: 'auspost' } },
    { trackingNumber: { exists: true } },
    { trackingNumber: { not_equals: '' } },
    { status: { in: [...POLLED_SHIPMENT_STATUSES] } },
    { or: [{ trackingState: { exists: false } }, { trackingState: { in: OPEN_TRACKING_STATES } }] },
  ],
}

const consignmentsWhere = async (payload: Payload, where: Where, limit: number): Promise<string[]> => {
  if (limit <= 0) return []
  const { docs } = await payload.find({
    collection: 'shipments',
    where: { and: [OPEN_AUSPOST_PARCELS, where] },
    sort: 'trackingCheckedAt',
    limit,
    pagination: false,
    depth: 0,
    select: { trackingNumber: true },
  })
  return docs.flatMap((doc) => (doc.trackingNumber ? [doc.trackingNumber] : []))
}

/**
 * The consignment numbers of Australia Post parcels still on their way: those never asked about
 * first, then the longest since they were (asked separately, as the databases sort a missing
 * time at opposite ends), so a parcel that never moves cannot keep the others from their turn.
 */
const openConsignments = async (payload: Payload): Promise<string[]> => {
  const unasked = await consignmentsWhere(payload, { trackingCheckedAt: { exists: false } }, MOST_PER_RUN)
  return [...unasked, ...(await consignmentsWhere(payload, { trackingCheckedAt: { exists: true } }, MOST_PER_RUN - unasked.length))]
}

/** Notes that Australia Post was asked about these consignments now. */
const markAsked = (payload: Payload, trackingNumbers: string[]) =>
  runStatement(
    { payload },
    (sql) => sql`UPDATE shipments SET tracking_checked_at = ${new Date().toISOString()}
      WHERE carrier = 'auspost' AND tracking_number IN (${sql.join(
        trackingNumbers.map((number) => sql`${number}`),
        sql`, `,
      )})`,
  )

/** Asks about one group of consignments and records what came back; the count of shipments it moved. */
const trackGroup = async (payload: Payload, settings: AusPostSettings, trackingNumbers: string[]): Promise<number> => {
  const { reports, refused } = await trackAusPostParcels(settings, trackingNumbers)
  if (refused.length > 0) {
    const which = refused.map(({ trackingId, code, name }) => `${trackingId} (${[code, name].filter(Boolean).join(' ')})`).join(', ')
    payload.logger.warn({ msg: `Australia Post has no tracking for ${which}` })
  }
  let moved = 0
  for (const report of reports) {
    // One report failing to record (a lock timeout, say) is asked about again next run; the rest go on.
    const outcome = await recordParcelReport(payload, report).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `Could not record Australia Post tracking for ${report.trackingNumber}` })
      return null
    })
    if (outcome?.outcome === 'moved') moved += 1
  }
  return moved
}

/**
 * Follows Australia Post parcels, which Australia Post does not push: each run asks about the
 * open consignments in groups of ten and records each report as a carrier event
 * (operations/record-parcel-events.ts), which moves the shipment and sends its emails once however
 * often a parcel is asked about. A group that fails is logged and the next is asked (but see
 * ENDS_THE_RUN); no retries, as the next run asks again. Two runs at once (two instances) only
 * ask twice.
 */
async function trackAusPostShipments(payload: Payload): Promise<TrackingRun> {
  const settings = ausPostSettingsFromEnv()
  if (!settings) return { asked: 0, moved: 0 }
  let asked = 0
  let moved = 0
  for (const group of inGroupsOf(await openConsignments(payload), AUSPOST_IDS_PER_REQUEST)) {
    asked += group.length
    try {
      moved += await trackGroup(payload, settings, group)
    } catch (error) {
      if (!(error instanceof AusPostTrackingError)) throw error
      payload.logger.error({ err: error, msg: `Australia Post tracking failed for ${group.join(', ')}: ${error.message}` })
      if (ENDS_THE_RUN.has(error.failure)) break
    }
    await markAsked(payload, group)
  }
  return { asked, moved }
}

// Typed by its own input and output, so the handler's output is checked here and the task does
// not wait on the generated types (src/payload-types.ts) to list its slug.
export const trackParcelsTask: TaskConfig<{ input: object; output: TrackingRun }> = {
  slug: TRACK_PARCELS_TASK,
  label: 'Australia Post tracking',
  outputSchema: [
    { name: 'asked', type: 'number' },
    { name: 'moved', type: 'number' },
  ],
  schedule: sydneySchedule(trackingCron),
  handler: async ({ req }) => ({ output: await trackAusPostShipments(req.payload) }),
}
