// One request to Shippit's API v3 and what its failures mean to the app, shared by quotes, orders
// and bookings. Plain fetch with a configurable address, so a local stand-in (shippit-stand-in.ts)
// can take Shippit's place in tests and demos.
import { z } from 'zod'

import { CarrierError, type CarrierFailure } from '../carrier-adapter'
import type { ShippitSettings } from './shippit-settings'

export type ShippitCall = {
  method: 'GET' | 'POST' | 'DELETE'
  /** Below the settings' address, e.g. "/quotes". */
  path: string
  body?: unknown
  /** The request sends a delivery address Shippit checks (an order): a 422 is then the address's fault. */
  checksAddress?: boolean
}

/**
 * Shippit's error answer: a code and its description (documented for every endpoint). The fields a
 * 422 names are read from `messages` or `errors`, field to words: the documentation says a 422
 * "specifies which input fields failed validation" but shows no example, so both spellings are read.
 * A validated order's refusal lists what is wrong with its product lines in `products` (its schema
 * says: typically an international order's).
 */
const REFUSAL = z.object({
  error: z.string().nullish(),
  error_description: z.string().nullish(),
  messages: z.record(z.string(), z.union([z.string(), z.array(z.string())])).nullish(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])).nullish(),
  products: z.array(z.string()).nullish(),
})

const ADDRESS_FIELD = /delivery_(address|suburb|postcode|state|country)/

const failure = (message: string, status: number, failed: CarrierFailure, addressProblem = false) =>
  new CarrierError(message, 'shippit', status, failed, addressProblem)

/**
 * Why an answer is not a success, in plain words without the key. An order's 422 is documented as
 * its address failing validation; it is taken as the address's fault unless it names only fields
 * that are not the address's.
 */
function refusalOf(status: number, body: unknown, checksAddress: boolean): CarrierError {
  if (status === 401 || status === 403) return failure(`Shippit refused the API key (status ${status})`, status, 'unauthorised')
  if (status === 429) return failure("Shippit's rate limit was reached", status, 'rate_limited')
  if (status >= 500) return failure(`Shippit could not answer just now (status ${status})`, status, 'unavailable')
  const refusal = REFUSAL.safeParse(body)
  const { error, error_description: description, messages, errors, products } = refusal.success ? refusal.data : {}
  const fields = Object.entries({ ...errors, ...messages, ...(products?.length ? { products } : {}) })
  const said = [description || error, ...fields.map(([field, words]) => `${field} ${[words].flat().join(', ')}`)]
  const why = said.flatMap((part) => (part ? [part.replace(/\.$/, '')] : []))
  const namesAddress = fields.some(([field]) => ADDRESS_FIELD.test(field)) || /address/i.test(error ?? '')
  const addressProblem = checksAddress && status === 422 && (namesAddress || fields.length === 0)
  return failure(`Shippit refused the request (status ${status})${why.length ? `: ${why.join('; ')}` : ''}`, status, 'refused', addressProblem)
}

/** An answer's status and bytes, within the settings' wait and the caller's signal, whichever ends first. */
async function exchange(settings: ShippitSettings, url: string, init: RequestInit, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(settings.timeoutMs)
  try {
    const response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) }
  } catch {
    const message = timeout.aborted
      ? `Shippit did not answer within ${settings.timeoutMs / 1000} seconds`
      : signal?.aborted
        ? 'Shippit did not answer in the time the app had for it'
        : 'Shippit could not be reached'
    throw failure(message, 0, 'unanswered')
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** An answer to an API request: its status, and its body as JSON (undefined when it is not JSON). */
export type ShippitAnswer = { status: number; body: unknown }

/** Shippit's answer to an API request, whatever its status; only no answer at all throws (`unanswered`). */
export async function shippitAnswer(settings: ShippitSettings, call: ShippitCall, signal?: AbortSignal): Promise<ShippitAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${settings.apiKey}`, Accept: 'application/json' }
  const init: RequestInit = { method: call.method, headers }
  if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(call.body)
  }
  const { status, bytes } = await exchange(settings, `${settings.apiUrl}${call.path}`, init, signal)
  return { status, body: parseJson(new TextDecoder().decode(bytes)) }
}

/** A successful answer's body in `shape`; anything else throws its CarrierError. */
export function readShippit<T>({ status, body }: ShippitAnswer, shape: z.ZodType<T>, checksAddress = false): T {
  if (status < 200 || status >= 300) throw refusalOf(status, body, checksAddress)
  const parsed = shape.safeParse(body)
  if (!parsed.success) throw failure('Shippit answered in a form the app does not read', status, 'malformed')
  return parsed.data
}

/** Shippit's answer to an API request, read in `shape`; anything else throws its CarrierError. */
export async function askShippit<T>(settings: ShippitSettings, call: ShippitCall, shape: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  return readShippit(await shippitAnswer(settings, call, signal), shape, call.checksAddress ?? false)
}

const PDF_MAGIC = '%PDF-'

/**
 * A document Shippit links to (a label, a manifest). Its address is pre-signed for the file's own
 * host, so it is fetched without the key, which is Shippit's alone. Anything but a PDF is malformed.
 */
export async function fetchShippitPdf(settings: ShippitSettings, url: string, what: string, signal?: AbortSignal): Promise<Uint8Array> {
  const { status, bytes } = await exchange(settings, url, { headers: { Accept: 'application/pdf' } }, signal)
  if (status < 200 || status >= 300) {
    throw failure(`Shippit's ${what} could not be fetched (status ${status})`, status, status >= 500 ? 'unavailable' : 'refused')
  }
  if (new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC)
    throw failure(`Shippit's ${what} is not a PDF`, status, 'malformed')
  return bytes
}
