import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { randomAddress } from './client-address'

type ManifestEntry = { filename?: string; exportedName?: string }

let manifest: Record<string, ManifestEntry> | null = null

/** The id Next gave a server action, read from the build's server-reference manifest. */
export const serverActionId = (file: string, name: string): string => {
  manifest ??= JSON.parse(readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8'))
    .node as Record<string, ManifestEntry>
  const found = Object.entries(manifest).find(([, entry]) => entry.filename === file && entry.exportedName === name)
  if (!found) throw new Error(`No server action ${name} in ${file}; build the app first.`)
  return found[0]
}

// React's reply encoding of plain JSON values: a string starting with "$" is escaped as "$$".
const encodeReply = (value: unknown): unknown => {
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value
  if (Array.isArray(value)) return value.map(encodeReply)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeReply(v)]))
  return value
}

// The browser runtime's own encoder, for arguments that plain JSON cannot carry (a form's FormData).
const { encodeReply: encodeRichReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-turbopack/client.node.js') as {
  encodeReply: (value: unknown) => Promise<string | FormData>
}

const replyBody = async (args: unknown[]): Promise<{ body: string | FormData; contentType?: string }> =>
  args.some((arg) => arg instanceof FormData)
    ? { body: await encodeRichReply(args) }
    : { body: JSON.stringify(encodeReply(args)), contentType: 'text/plain;charset=UTF-8' }

/**
 * The rows of a Flight response: `id:json` lines, and `id:T<hex byte length>,<text>` rows that
 * carry long strings with no line break after them.
 */
const flightRows = (text: string): Map<string, string> => {
  const bytes = Buffer.from(text)
  const rows = new Map<string, string>()
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at)
    if (colon < 0) break
    const id = bytes.subarray(at, colon).toString()
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(',', colon)
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16)
      rows.set(id, JSON.stringify(bytes.subarray(comma + 1, comma + 1 + length).toString()))
      at = comma + 1 + length
    } else {
      const end = bytes.indexOf('\n', colon) < 0 ? bytes.length : bytes.indexOf('\n', colon)
      rows.set(id, bytes.subarray(colon + 1, end).toString())
      at = end + 1
    }
  }
  return rows
}

/** Reads the action's return value out of the Flight response (row "0" points at the result row). */
const decodeResult = (text: string): unknown => {
  const rows = flightRows(text)
  const head = JSON.parse(rows.get('0') ?? 'null') as { a?: string } | null
  const pointer = head?.a?.match(/^\$@(\w+)$/)?.[1]
  return pointer ? JSON.parse(rows.get(pointer) ?? 'null') : head?.a
}

/**
 * Calls a server action over HTTP the way the browser's runtime does: a POST to the page with the
 * action's id in `Next-Action` and the arguments as the reply body (multipart when one is a FormData). Returns the HTTP status,
 * the value the action returned and the response's headers (the cookies it set).
 */
export const callServerAction = async <T = any>(
  pagePath: string,
  action: { file: string; name: string },
  args: unknown[],
  options: { cookie?: string; base?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; result: T; headers: Headers }> => {
  // Imported only here: ./http needs vitest, and `npm run load` calls actions outside it with a base.
  const base = options.base ?? (await import('./http')).baseURL()
  const { body, contentType } = await replyBody(args)
  const response = await fetch(`${base}${pagePath}`, {
    method: 'POST',
    headers: {
      // Each call from its own address unless the test names one, as the API helpers do.
      'x-forwarded-for': randomAddress(),
      'next-action': serverActionId(action.file, action.name),
      ...(contentType ? { 'content-type': contentType } : {}),
      accept: 'text/x-component',
      origin: base,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body,
    redirect: 'manual',
  })
  const text = await response.text()
  if (!response.ok) return { status: response.status, result: text as T, headers: response.headers }
  return { status: response.status, result: decodeResult(text) as T, headers: response.headers }
}

export const REVIEW_ACTIONS = {
  finalise: { file: 'src/features/review/finalise-actions.ts', name: 'submitFinalisation' },
  startCard: { file: 'src/features/payments/payment-actions.ts', name: 'startCardPayment' },
  payTestCard: { file: 'src/features/payments/payment-actions.ts', name: 'payWithTestCard' },
  confirmStripe: { file: 'src/features/payments/payment-actions.ts', name: 'confirmStripePayment' },
  invoice: { file: 'src/features/payments/payment-actions.ts', name: 'requestInvoice' },
  artwork: { file: 'src/features/review/artwork-actions.ts', name: 'submitArtworkReview' },
} as const

/** The account settings' details form and its action, for tests that save in the dashboard. */
export const PROFILE_ACTION = { file: 'src/features/auth/account-actions.ts', name: 'updateProfileAction' } as const

export const profileForm = (firstName: string) => {
  const form = new FormData()
  for (const [key, value] of Object.entries({ firstName, lastName: 'Jones', company: '', phoneCountry: 'AU', phoneNumber: '' })) form.set(key, value)
  return form
}
