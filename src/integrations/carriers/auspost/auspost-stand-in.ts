import { type IncomingMessage, type ServerResponse } from 'node:http'

import { z } from 'zod'

import { listenAsStandIn } from '@/integrations/stand-in-server'

import { STAND_IN_SERVICES, type StandInService } from '../stand-in-services'
import { parseJson } from './auspost-request'
import { notFound, refusal, send, UNAUTHORISED, type StandInReply } from './auspost-stand-in-replies'
import { ausPostShippingStandIn } from './auspost-stand-in-shipping'

export type { AusPostDeclaration } from './auspost-stand-in-requests'
export {
  AUSPOST_STAND_IN_SERVICES,
  type AusPostFault,
  type AusPostOperation,
  type AusPostOrder,
  type BoughtAusPostLabel,
} from './auspost-stand-in-shipping'

export type AusPostStandInOptions = {
  port?: number
  apiKey?: string
  password?: string
  accountNumber?: string
  /** The services its prices offer and its shipments take; Parcel Post and Express Post, and two international, unless told. */
  services?: StandInService[]
}

/** The credentials the stand-in takes unless told others: the app's AUSPOST_* settings in tests. */
export const AUSPOST_STAND_IN_DEFAULTS = {
  apiKey: 'auspost-test-key',
  password: 'auspost-test-password',
  accountNumber: '0001234567',
} satisfies Required<Omit<AusPostStandInOptions, 'port' | 'services'>>

/** One scan of a parcel, as Australia Post lists it: `date` with its offset, e.g. 2026-11-30T09:15:00+11:00. */
export type AusPostScan = { description: string; date: string; location?: string }

export type RecordedAusPostRequest = {
  method: string
  path: string
  trackingIds: string[]
  headers: IncomingMessage['headers']
  /** The status the stand-in answered with. */
  status: number
}

const TRACK_PATH = '/shipping/v1/track'
/** The stand-in's own door, not Australia Post's: where a demo or a browser test tells it things from outside the process. */
const SCANS_PATH = '/stand-in/scans'
const FAULTS_PATH = '/stand-in/faults'
const SERVICES_PATH = '/stand-in/services'
const LABELS_PATH = '/stand-in/labels'
const MAX_IDS = 10

const TOO_MANY = refusal(
  400,
  '51101',
  'TOO_MANY_AP_TRACKING_IDS',
  'The request must contain 10 or less AP article ids, consignment ids, or barcode ids.',
)
const NO_IDS = refusal(400, 'STAND-IN-400', 'MISSING_TRACKING_IDS', 'The request must name at least one tracking id in tracking_ids.')

const FAULT = z.object({
  operation: z.enum(['quote', 'label', 'manifest', 'cancel']),
  failure: z.union([z.number().int().min(400).max(599), z.enum(['timeout', 'malformed'])]),
  times: z.number().int().positive().default(1),
})
const INVALID_FAULT = refusal(
  400,
  'STAND-IN-400',
  'INVALID_FAULT',
  'A fault is {operation: quote|label|manifest|cancel, failure: a status|timeout|malformed, times?}.',
)
const INVALID_SERVICES = refusal(
  400,
  'STAND-IN-400',
  'INVALID_SERVICES',
  'Services are a list of {code, name, priceCents, businessDays, international?}.',
)

const isScan = (value: unknown): value is AusPostScan & { trackingId: string } => {
  const scan = value as Record<string, unknown> | null
  return typeof scan?.trackingId === 'string' && typeof scan.description === 'string' && typeof scan.date === 'string'
}

/**
 * A local stand-in for Australia Post's Shipping and Tracking API, answering as Australia Post
 * documents it. It checks the Basic credentials and the account-number header (401 otherwise).
 *
 * Tracking: each id asked gets its scans newest first, or the error entry of an id it does not
 * know; more than ten ids are refused (400). A consignment is known from its first scan, given by
 * a test (`scan`), a demo (POST /stand-in/scans with the scan and its trackingId; `date` defaults
 * to now) or its shipment being created here. `failNext` answers the next track requests with a
 * failure (500, 429…) instead.
 *
 * Shipping (auspost-stand-in-shipping.ts): item prices of its `services` (the international ones
 * only to a `to.country` not AU, the others only within Australia), shipments, labels made in the
 * background (a real PDF), orders and their summary, and deleting a shipment not in an order (one
 * in an order is refused, 400; one it does not have, or no longer, is 404); a delivery postcode of
 * 0000 is refused as an address, and an overseas item without its `item_contents`, or a content
 * without its tariff_code, country_of_origin or value, is refused (400) as Australia Post refuses
 * a missing mandatory field. `failNextOn` tells the next requests of an operation to fail: the
 * prices for 'quote', the label request (after the shipment is created, before any label is
 * recorded) for 'label', the order for 'manifest', the shipment's deleting for 'cancel'. It
 * records the `labels` bought, the `orders` made, the consignments `cancelled` and the customs
 * `declarations` of the overseas shipments it took. A demo or a browser test in another process
 * does the same through the stand-in's door: POST /stand-in/faults {operation, failure, times},
 * PUT /stand-in/services [services], GET /stand-in/labels.
 */
export async function startAusPostStandIn(options: AusPostStandInOptions = {}) {
  const settings = { ...AUSPOST_STAND_IN_DEFAULTS, ...options }
  const basic = `Basic ${Buffer.from(`${settings.apiKey}:${settings.password}`).toString('base64')}`
  const scans = new Map<string, AusPostScan[]>()
  const failures: number[] = []
  const requests: RecordedAusPostRequest[] = []
  const closing = new AbortController()

  const scan = (trackingId: string, event: AusPostScan) => {
    scans.set(trackingId, [...(scans.get(trackingId) ?? []), event])
  }
  const shipping = ausPostShippingStandIn({ accountNumber: settings.accountNumber, services: options.services, scan, closing: closing.signal })
  const authorised = (req: IncomingMessage) => req.headers.authorization === basic && req.headers['account-number'] === settings.accountNumber

  function resultFor(trackingId: string) {
    const known = scans.get(trackingId)
    if (!known) return { tracking_id: trackingId, errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] }
    const events = [...known]
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .map(({ location, description, date }) => ({ ...(location ? { location } : {}), description, date }))
    const status = events.some((event) => event.description.startsWith('Delivered')) ? 'Delivered' : 'In transit'
    return { tracking_id: trackingId, status, trackable_items: [{ article_id: trackingId, product_type: 'Parcel Post', status, events }] }
  }

  function track(req: IncomingMessage, trackingIds: string[]): StandInReply {
    const failStatus = failures.shift()
    if (failStatus !== undefined) return refusal(failStatus, `STAND-IN-${failStatus}`, 'TOLD_TO_FAIL', 'The stand-in was told to fail this request.')
    if (!authorised(req)) return UNAUTHORISED
    if (trackingIds.length === 0) return NO_IDS
    if (trackingIds.length > MAX_IDS) return TOO_MANY
    return { status: 200, body: { tracking_results: trackingIds.map(resultFor) } }
  }

  function scanFromOutside(body: string): StandInReply {
    const given = parseJson(body) as Record<string, unknown> | null
    const event = { date: new Date().toISOString(), ...given }
    if (!isScan(event)) return refusal(400, 'STAND-IN-400', 'INVALID_SCAN', 'A scan needs a trackingId and a description (and may give a date).')
    const { trackingId, description, date, location } = event
    scan(trackingId, { description, date, ...(typeof location === 'string' ? { location } : {}) })
    return { status: 201, body: resultFor(trackingId) }
  }

  function faultFromOutside(body: string): StandInReply {
    const fault = FAULT.safeParse(parseJson(body))
    if (!fault.success) return INVALID_FAULT
    shipping.failNextOn(fault.data.operation, fault.data.failure, fault.data.times)
    return { status: 201, body: fault.data }
  }

  function servicesFromOutside(body: string): StandInReply {
    const services = STAND_IN_SERVICES.safeParse(parseJson(body))
    if (!services.success) return INVALID_SERVICES
    shipping.setServices(services.data)
    return { status: 200, body: services.data }
  }

  async function answerOf(req: IncomingMessage, method: string, path: string, trackingIds: string[], body: string): Promise<StandInReply> {
    if (method === 'GET' && path === TRACK_PATH) return track(req, trackingIds)
    if (method === 'POST' && path === SCANS_PATH) return scanFromOutside(body)
    if (method === 'POST' && path === FAULTS_PATH) return faultFromOutside(body)
    if (method === 'PUT' && path === SERVICES_PATH) return servicesFromOutside(body)
    if (method === 'GET' && path === LABELS_PATH) return { status: 200, body: shipping.labels }
    const request = { body: parseJson(body), origin: `http://${req.headers.host}`, authorised: authorised(req) }
    return (await shipping.answer(method, path, request)) ?? notFound(method, path)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = ''
    for await (const chunk of req) body += chunk
    const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://stand-in')
    const trackingIds = (query.get('tracking_ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
    const method = req.method ?? 'GET'
    const reply = await answerOf(req, method, path, trackingIds, body)
    requests.push({ method, path, trackingIds, headers: req.headers, status: reply.status })
    send(res, reply)
  }

  const listening = await listenAsStandIn(handle, options.port)

  return {
    ...listening,
    /** Ends the answers held back, then closes. */
    close: () => {
      closing.abort()
      return listening.close()
    },
    /** Every request, in order, with the status it was answered. */
    requests,
    /** Australia Post scans the parcel: from now on its tracking lists `event` too. */
    scan,
    /** The next `times` track requests are answered `status` and tell nothing. */
    failNext: (status: number, times = 1) => void failures.push(...Array<number>(times).fill(status)),
    /** The next `times` requests of the operation fail so: an HTTP status, held back ('timeout'), or unreadable ('malformed'). */
    failNextOn: shipping.failNextOn,
    /** The services it offers now. */
    get services() {
      return shipping.services
    },
    /** From now on its prices offer these services, and its shipments take them. */
    setServices: shipping.setServices,
    /** The labels bought, in order: our reference, the consignment id, the shipment id and the product. */
    labels: shipping.labels,
    /** The orders (manifests) made, with their shipments. */
    orders: shipping.orders,
    /** The consignments (tracking numbers) whose shipments were deleted, in order; their labels stay in `labels`, as bought. */
    cancelled: shipping.cancelled,
    /** The customs declarations of the overseas shipments it took, in order, as they were sent. */
    declarations: shipping.declarations,
  }
}
