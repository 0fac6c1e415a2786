// Australia Post's Shipping and Tracking API, asked rather than told: Australia Post sends no
// webhooks, so the tracking poll asks after each open consignment. Plain fetch with a configurable
// address, so a local stand-in (auspost-stand-in.ts) can take its place in tests and demos.
import { z } from 'zod'

import type { CarrierEvent, ParcelReport } from '@/domain/delivery/parcel-report'
import type { TrackingState } from '@/domain/delivery/tracking'
import { inGroupsOf } from '@/domain/delivery/tracking-poll'

import type { CarrierFailure } from '../carrier-adapter'
import { askAusPost, readAnswer, type AusPostAnswer, type AusPostProblem } from './auspost-request'
import type { AusPostSettings } from './auspost-settings'

export { ausPostSettingsFromEnv, type AusPostSettings } from './auspost-settings'
export type { AusPostAnswer } from './auspost-request'

/** Australia Post answers at most this many tracking ids in one request. */
export const AUSPOST_IDS_PER_REQUEST = 10

/**
 * Why a request got no tracking back: its credentials refused, the rate limit reached, no answer
 * in time or none at all (`unanswered`), Australia Post failing (a 5xx), the request refused, or
 * an answer the app cannot read. The same words as every carrier's failures.
 */
export type AusPostFailure = CarrierFailure

export class AusPostTrackingError extends Error {
  constructor(
    message: string,
    /** The answer's HTTP status; 0 when none came. */
    readonly status: number,
    readonly failure: AusPostFailure,
  ) {
    super(message)
    this.name = 'AusPostTrackingError'
  }
}

const trackingError = ({ message, status, failure }: AusPostProblem) => new AusPostTrackingError(message, status, failure)

/**
 * Australia Post's events carry no code, only words, so the state is read from the description:
 * the first rule whose words it holds decides (letter case aside), and an event no rule names is
 * the parcel moving through the network ("Received by Australia Post", "Item processed at
 * facility", "In transit to next facility in …"). The order matters: a return may be told in words
 * that also say delivery failed, so returns are looked for first; a return only promised ("will be
 * returned to sender") is not one yet, and stays the exception its other words say.
 * - "Possible delay" is left in transit: it asks nothing of anyone, while an exception emails the
 *   recipient and the customer that the parcel needs attention.
 * - "Awaiting collection" is an exception: the recipient has to fetch the parcel from a Post
 *   Office or locker, or it goes back.
 */
const DESCRIPTION_RULES: [RegExp, TrackingState][] = [
  [/(?<!will be )returned to sender|being returned|returning to sender/i, 'returned_to_sender'],
  [/^delivered/i, 'delivered'],
  [/unable to deliver|attempted delivery|delivery attempted|unsuccessful delivery|cannot be delivered|damaged|awaiting collection/i, 'exception'],
  [/onboard for delivery|on board for delivery|with courier for delivery|for delivery today/i, 'out_for_delivery'],
  [/shipment information received|shipping information (received|approved)|label created/i, 'label_created'],
]

/** Our tracking state for an Australia Post event's description. */
export const ausPostTrackingState = (description: string): TrackingState =>
  DESCRIPTION_RULES.find(([words]) => words.test(description))?.[1] ?? 'in_transit'

const EVENT = z.object({ description: z.string().trim().min(1).max(500), date: z.iso.datetime({ offset: true }) })
const ARTICLE = z.object({ events: z.array(EVENT).default([]) })
/** A tracking id found: an article with its events, or a consignment whose articles carry them. */
const FOUND = z.object({ tracking_id: z.string(), trackable_items: z.array(ARTICLE.extend({ items: z.array(ARTICLE).default([]) })).default([]) })
const NOT_FOUND = z.object({ tracking_id: z.string(), errors: z.array(z.object({ code: z.coerce.string(), name: z.string().default('') })).min(1) })
/** The track endpoint's answer (only what we read): one result per tracking id asked. */
const TRACKING_ANSWER = z.object({ tracking_results: z.array(z.union([NOT_FOUND, FOUND])) })

/** A tracking id Australia Post answered with an error (most often one it does not know). */
export type AusPostRefusal = { trackingId: string; code: string; name: string }

/** What Australia Post said about the ids asked: a report per id it knows, and the ids it refused. */
export type AusPostTracking = { reports: ParcelReport[]; refused: AusPostRefusal[] }

const eventOf = ({ description, date }: z.infer<typeof EVENT>): CarrierEvent => {
  const state = ausPostTrackingState(description)
  return { state, carrierStatus: description, at: new Date(date), description: state === 'exception' ? description : null }
}

/**
 * The tracking in an answer to a request for `asked`. Each report goes by the id as asked (Australia
 * Post may spell it in capitals), since that is how the shipment carries it; a consignment's report
 * holds the events of all its articles.
 */
export function ausPostTrackingOf(answer: AusPostAnswer, asked: readonly string[]): AusPostTracking {
  const { tracking_results: results } = readAnswer(answer, TRACKING_ANSWER, trackingError)
  const askedAs = new Map(asked.map((id) => [id.trim().toUpperCase(), id]))
  const ours = (id: string) => askedAs.get(id.trim().toUpperCase()) ?? id
  const tracking: AusPostTracking = { reports: [], refused: [] }
  for (const result of results) {
    const trackingNumber = ours(result.tracking_id)
    if ('errors' in result) {
      tracking.refused.push(...result.errors.map(({ code, name }) => ({ trackingId: trackingNumber, code, name })))
      continue
    }
    const articles = result.trackable_items.flatMap((item) => [item, ...item.items])
    tracking.reports.push({ carrier: 'auspost', trackingNumber, events: articles.flatMap((article) => article.events.map(eventOf)) })
  }
  return tracking
}

/** One request to the track endpoint. */
const ask = (settings: AusPostSettings, trackingIds: readonly string[]): Promise<AusPostAnswer> =>
  askAusPost(settings, { path: `/shipping/v1/track?tracking_ids=${trackingIds.map(encodeURIComponent).join(',')}` }, trackingError)

/**
 * What Australia Post says about `trackingIds`, asked ten at a time, one request after another;
 * the first request that fails throws its AusPostTrackingError. Ids it answers with an error are
 * left out of the reports and listed in `refused`.
 */
export async function trackAusPostParcels(settings: AusPostSettings, trackingIds: readonly string[]): Promise<AusPostTracking> {
  const tracking: AusPostTracking = { reports: [], refused: [] }
  for (const ids of inGroupsOf(trackingIds, AUSPOST_IDS_PER_REQUEST)) {
    const { reports, refused } = ausPostTrackingOf(await ask(settings, ids), ids)
    tracking.reports.push(...reports)
    tracking.refused.push(...refused)
  }
  return tracking
}
