// One request to Australia Post's Shipping and Tracking API and why it failed, shared by tracking
// and shipping so both ask alike (Basic credentials and the account-number header, a wait of their
// own) and tell failures alike; each makes its own error of a problem.
import { z } from 'zod'

import type { CarrierFailure } from '../carrier-adapter'
import type { AusPostSettings } from './auspost-settings'

/** An answer: its status, and its body read as JSON (null when it is not JSON). */
export type AusPostAnswer = { status: number; body: unknown }

/** A file answered (a label or an order summary): its status and its bytes. */
export type AusPostFile = { status: number; bytes: Uint8Array }

/** Why Australia Post did not do what was asked, in plain words without the credentials. */
export type AusPostProblem = { message: string; status: number; failure: CarrierFailure; addressProblem: boolean }

/** How the tracking or the shipping code makes its own error of a problem. */
export type ProblemToError = (problem: AusPostProblem) => Error

export type AusPostCall = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; signal?: AbortSignal }

const REFUSAL = z.object({
  errors: z.array(z.object({ name: z.string().optional(), message: z.string().optional(), field: z.string().optional() })),
})
type RefusalError = z.infer<typeof REFUSAL>['errors'][number]

/**
 * Australia Post names the field it refuses (its error's `field`, e.g. "shipments[0].to.postcode")
 * or says in words that the suburb, postcode or address is not one it delivers to; the app tells
 * staff to correct the address rather than retry.
 */
const isAboutAddress = ({ field, name, message }: RefusalError) =>
  /(^|\.|\])(to|from)(\.|\[|$)/.test(field ?? '') || [name, message].some((text) => /suburb|postcode|locality|address/i.test(text ?? ''))

export const ausPostProblem = (message: string, status: number, failure: CarrierFailure, addressProblem = false): AusPostProblem => ({
  message,
  status,
  failure,
  addressProblem,
})

/** Why an answer that is not a success is one: credentials, rate limit, outage, or a refusal in Australia Post's words. */
export function problemOf({ status, body }: AusPostAnswer): AusPostProblem {
  if (status === 401 || status === 403) {
    return ausPostProblem(`Australia Post refused the API key, password or account number (status ${status})`, status, 'unauthorised')
  }
  if (status === 429) return ausPostProblem("Australia Post's rate limit was reached", status, 'rate_limited')
  if (status >= 500) return ausPostProblem(`Australia Post could not answer just now (status ${status})`, status, 'unavailable')
  const refusal = REFUSAL.safeParse(body)
  const errors = refusal.success ? refusal.data.errors : []
  const why = errors.map((error) => error.message ?? error.name).filter(Boolean)
  return ausPostProblem(
    `Australia Post refused the request (status ${status})${why.length ? `: ${why.join('; ')}` : ''}`,
    status,
    'refused',
    errors.some(isAboutAddress),
  )
}

export const malformed = (status: number, message = 'Australia Post answered in a form the app does not read'): AusPostProblem =>
  ausPostProblem(message, status, 'malformed')

/** The body of a successful answer in `shape`; otherwise the problem, made an error. */
export function readAnswer<T>(answer: AusPostAnswer, shape: z.ZodType<T>, toError: ProblemToError): T {
  if (answer.status < 200 || answer.status >= 300) throw toError(problemOf(answer))
  const parsed = shape.safeParse(answer.body)
  if (!parsed.success) throw toError(malformed(answer.status))
  return parsed.data
}

/** The text as JSON, or null when it is not JSON. */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const PDF_MAGIC = '%PDF-'

/** The PDF of a successful file answer; a refusal as its problem, and anything but a PDF as malformed. */
export function readPdf(file: AusPostFile, toError: ProblemToError): Uint8Array {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
  if (file.status < 200 || file.status >= 300) throw toError(problemOf({ status: file.status, body: parseJson(text(file.bytes)) }))
  if (text(file.bytes.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC) {
    throw toError(malformed(file.status, 'Australia Post sent a file that is not a PDF'))
  }
  return file.bytes
}

const credentials = (settings: AusPostSettings) => ({
  Authorization: `Basic ${Buffer.from(`${settings.apiKey}:${settings.password}`).toString('base64')}`,
  'account-number': settings.accountNumber,
})

/**
 * Fetches `url` and reads its answer with `read`, within the settings' wait and the caller's
 * signal, whichever ends first. Only no answer at all throws here (`unanswered`); an answer of any
 * status is the caller's to judge.
 */
async function exchange<T>(
  settings: AusPostSettings,
  url: string,
  init: RequestInit & { signal?: AbortSignal },
  toError: ProblemToError,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(settings.timeoutMs)
  try {
    const response = await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
    return await read(response)
  } catch {
    const message = timeout.aborted
      ? `Australia Post did not answer within ${settings.timeoutMs / 1000} seconds`
      : init.signal?.aborted
        ? 'Australia Post did not answer in the time the app had for it'
        : 'Australia Post could not be reached'
    throw toError(ausPostProblem(message, 0, 'unanswered'))
  }
}

/** A JSON request to the API's `path`, with the account's credentials. */
export function askAusPost(
  settings: AusPostSettings,
  { method = 'GET', path, body, signal }: AusPostCall,
  toError: ProblemToError,
): Promise<AusPostAnswer> {
  const headers = { ...credentials(settings), Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }
  const init = { method, headers, signal, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }
  return exchange(settings, `${settings.apiUrl}${path}`, init, toError, async (response) => ({
    status: response.status,
    body: parseJson(await response.text()),
  }))
}

/**
 * A file: from the API's `path` with the account's credentials, or from a `url` Australia Post
 * gave (a label's), which is fetched without them: it carries its own authority, and the
 * credentials are not for whichever host serves it.
 */
export function fetchAusPostFile(
  settings: AusPostSettings,
  where: { path: string } | { url: string },
  signal: AbortSignal | undefined,
  toError: ProblemToError,
): Promise<AusPostFile> {
  const [url, headers] = 'path' in where ? [`${settings.apiUrl}${where.path}`, credentials(settings)] : [where.url, {}]
  return exchange(settings, url, { headers: { ...headers, Accept: 'application/pdf' }, signal }, toError, async (response) => ({
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
  }))
}
