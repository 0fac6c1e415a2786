import { type IncomingMessage, type ServerResponse } from 'node:http'
import { listenAsStandIn } from '@/integrations/stand-in-server'

export type AusPostStandInOptions = { port?: number; apiKey?: string; password?: string; accountNumber?: string }

/** The credentials the stand-in takes unless told others: the app's AUSPOST_* settings in tests. */
export const AUSPOST_STAND_IN_DEFAULTS = {
  apiKey: 'auspost-test-key',
  password: 'auspost-test-password',
  accountNumber: '0001234567',
} satisfies Required<Omit<AusPostStandInOptions, 'port'>>

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

type Answer = { status: number; body: unknown }

const TRACK_PATH = '/shipping/v1/track'
/** The stand-in's own door, not Australia Post's: where a demo scans a parcel from outside the process. */
const SCANS_PATH = '/stand-in/scans'
const MAX_IDS = 10

// Australia Post's error shape; its codes are documented for the refusals of a request's content
// (too many ids, an unknown one), so the stand-in's refusals of credentials and its told failures
// carry codes of its own.
const refusal = (status: number, code: string, name: string, message: string): Answer => ({ status, body: { errors: [{ code, name, message }] } })

const TOO_MANY = refusal(
  400,
  '51101',
  'TOO_MANY_AP_TRACKING_IDS',
  'The request must contain 10 or less AP article ids, consignment ids, or barcode ids.',
)
const NO_IDS = refusal(400, 'STAND-IN-400', 'MISSING_TRACKING_IDS', 'The request must name at least one tracking id in tracking_ids.')
const UNAUTHORISED = refusal(401, 'STAND-IN-401', 'UNAUTHORISED', 'The API key, password or account-number header is not one the stand-in accepts.')

const isScan = (value: unknown): value is AusPostScan & { trackingId: string } => {
  const scan = value as Record<string, unknown> | null
  return typeof scan?.trackingId === 'string' && typeof scan.description === 'string' && typeof scan.date === 'string'
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const send = (res: ServerResponse, { status, body }: Answer) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/**
 * A local stand-in for Australia Post's tracking endpoint, answering as Australia Post documents
 * it: each id asked gets its scans newest first, or the error entry of an id it does not know;
 * it checks the Basic credentials and the account-number header (401 otherwise) and refuses more
 * than ten ids (400). A consignment is known from its first scan, given by a test (`scan`) or a
 * demo (POST /stand-in/scans with the scan and its trackingId; `date` defaults to now).
 * `failNext` answers the next track requests with a failure (500, 429…) instead.
 */
export async function startAusPostStandIn(options: AusPostStandInOptions = {}) {
  const settings = { ...AUSPOST_STAND_IN_DEFAULTS, ...options }
  const basic = `Basic ${Buffer.from(`${settings.apiKey}:${settings.password}`).toString('base64')}`
  const scans = new Map<string, AusPostScan[]>()
  const failures: number[] = []
  const requests: RecordedAusPostRequest[] = []

  const scan = (trackingId: string, event: AusPostScan) => {
    scans.set(trackingId, [...(scans.get(trackingId) ?? []), event])
  }

  function resultFor(trackingId: string) {
    const known = scans.get(trackingId)
    if (!known) return { tracking_id: trackingId, errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] }
    const events = [...known]
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .map(({ location, description, date }) => ({ ...(location ? { location } : {}), description, date }))
    const status = events.some((event) => event.description.startsWith('Delivered')) ? 'Delivered' : 'In transit'
    return { tracking_id: trackingId, status, trackable_items: [{ article_id: trackingId, product_type: 'Parcel Post', status, events }] }
  }

  function track(req: IncomingMessage, trackingIds: string[]): Answer {
    const failStatus = failures.shift()
    if (failStatus !== undefined) return refusal(failStatus, `STAND-IN-${failStatus}`, 'TOLD_TO_FAIL', 'The stand-in was told to fail this request.')
    if (req.headers.authorization !== basic || req.headers['account-number'] !== settings.accountNumber) return UNAUTHORISED
    if (trackingIds.length === 0) return NO_IDS
    if (trackingIds.length > MAX_IDS) return TOO_MANY
    return { status: 200, body: { tracking_results: trackingIds.map(resultFor) } }
  }

  function scanFromOutside(body: string): Answer {
    const given = parseJson(body) as Record<string, unknown> | null
    const event = { date: new Date().toISOString(), ...given }
    if (!isScan(event)) return refusal(400, 'STAND-IN-400', 'INVALID_SCAN', 'A scan needs a trackingId and a description (and may give a date).')
    const { trackingId, description, date, location } = event
    scan(trackingId, { description, date, ...(typeof location === 'string' ? { location } : {}) })
    return { status: 201, body: resultFor(trackingId) }
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
    const answer =
      method === 'GET' && path === TRACK_PATH
        ? track(req, trackingIds)
        : method === 'POST' && path === SCANS_PATH
          ? scanFromOutside(body)
          : refusal(404, 'STAND-IN-404', 'NOT_FOUND', `The stand-in has no ${method} ${path}.`)
    requests.push({ method, path, trackingIds, headers: req.headers, status: answer.status })
    send(res, answer)
  }

  const listening = await listenAsStandIn(handle, options.port)

  return {
    ...listening,
    /** Every request, in order, with the status it was answered. */
    requests,
    /** Australia Post scans the parcel: from now on its tracking lists `event` too. */
    scan,
    /** The next `times` track requests are answered `status` and tell nothing. */
    failNext: (status: number, times = 1) => void failures.push(...Array<number>(times).fill(status)),
  }
}
