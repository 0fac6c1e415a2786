// Australia Post's Shipping and Tracking API, asked rather than told: Australia Post sends no
// webhooks, so the tracking poll asks after each open consignment. Plain fetch with a configurable
// address, so a local stand-in (auspost-stand-in.ts) can take its place in tests and demos.
import { z } from 'zod'

import type { CarrierEvent, ParcelReport } from '@/domain/delivery/parcel-report'
import type { TrackingState } from '@/domain/delivery/tracking'
import { inGroupsOf } from '@/domain/delivery/tracking-poll'

export type AusPostSettings = { apiKey: string; password: string; accountNumber: string; apiUrl: string; timeoutMs: number }

/** Australia Post answers at most this many tracking ids in one request. */
export const AUSPOST_IDS_PER_REQUEST = 10

/**
 * The settings from AUSPOST_* variables, or null when the app has no Australia Post account. Some
 * of the three credentials without the others is a mistake to be told of, not a quiet "off".
 */
export function ausPostSettingsFromEnv(env: Record<string, string | undefined> = process.env): AusPostSettings | null {
  const { AUSPOST_API_KEY: apiKey, AUSPOST_API_PASSWORD: password, AUSPOST_ACCOUNT_NUMBER: accountNumber } = env
  if (!apiKey && !password && !accountNumber) return null
  if (!apiKey || !password || !accountNumber) {
    throw new Error('Australia Post tracking needs all three of AUSPOST_API_KEY, AUSPOST_API_PASSWORD and AUSPOST_ACCOUNT_NUMBER')
  }
  const timeoutSeconds = Number(env.AUSPOST_TIMEOUT_SECONDS || 15)
  if (!(timeoutSeconds > 0)) throw new Error(`AUSPOST_TIMEOUT_SECONDS must be a positive number of seconds, not "${env.AUSPOST_TIMEOUT_SECONDS}"`)
  const apiUrl = (env.AUSPOST_API_URL || 'https://digitalapi.auspost.com.au').replace(/\/+$/, '')
  return { apiKey, password, accountNumber, apiUrl, timeoutMs: timeoutSeconds * 1000 }
}

/**
 * Why a request got no tracking back: its credentials refused, the rate limit reached, no answer
 * in time or none at all (`unanswered`), Australia Post failing (a 5xx), the request refused, or
 * an answer the app cannot read.
 */
export type AusPostFailure = 'unauthorised' | 'rate_limited' | 'unanswered' | 'unavailable' | 'refused' | 'malformed'

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
const REFUSAL = z.object({ errors: z.array(z.object({ name: z.string().optional(), message: z.string().optional() })) })

/** A tracking id Australia Post answered with an error (most often one it does not know). */
export type AusPostRefusal = { trackingId: string; code: string; name: string }

/** What Australia Post said about the ids asked: a report per id it knows, and the ids it refused. */
export type AusPostTracking = { reports: ParcelReport[]; refused: AusPostRefusal[] }

export type AusPostAnswer = { status: number; body: unknown }

/** Why Australia Post gave no tracking, in plain words; the credentials never appear in them. */
function failureOf({ status, body }: AusPostAnswer): AusPostTrackingError {
  if (status === 401 || status === 403) {
    return new AusPostTrackingError(`Australia Post refused the API key, password or account number (status ${status})`, status, 'unauthorised')
  }
  if (status === 429) return new AusPostTrackingError("Australia Post's rate limit was reached", status, 'rate_limited')
  if (status >= 500) return new AusPostTrackingError(`Australia Post could not answer just now (status ${status})`, status, 'unavailable')
  const refusal = REFUSAL.safeParse(body)
  const why = refusal.success ? refusal.data.errors.map((error) => error.message ?? error.name).filter(Boolean) : []
  return new AusPostTrackingError(
    `Australia Post refused the request (status ${status})${why.length ? `: ${why.join('; ')}` : ''}`,
    status,
    'refused',
  )
}

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
  if (answer.status < 200 || answer.status >= 300) throw failureOf(answer)
  const parsed = TRACKING_ANSWER.safeParse(answer.body)
  if (!parsed.success) throw new AusPostTrackingError('Australia Post answered in a form the app does not read', answer.status, 'malformed')
  const askedAs = new Map(asked.map((id) => [id.trim().toUpperCase(), id]))
  const ours = (id: string) => askedAs.get(id.trim().toUpperCase()) ?? id
  const tracking: AusPostTracking = { reports: [], refused: [] }
  for (const result of parsed.data.tracking_results) {
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

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** One request to the track endpoint. */
async function ask(settings: AusPostSettings, trackingIds: readonly string[]): Promise<AusPostAnswer> {
  const url = `${settings.apiUrl}/shipping/v1/track?tracking_ids=${trackingIds.map(encodeURIComponent).join(',')}`
  const basic = Buffer.from(`${settings.apiKey}:${settings.password}`).toString('base64')
  const headers = { Authorization: `Basic ${basic}`, 'account-number': settings.accountNumber, Accept: 'application/json' }
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(settings.timeoutMs) })
    return { status: response.status, body: parseJson(await response.text()) }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    const message = timedOut ? `Australia Post did not answer within ${settings.timeoutMs / 1000} seconds` : 'Australia Post could not be reached'
    throw new AusPostTrackingError(message, 0, 'unanswered')
  }
}

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
