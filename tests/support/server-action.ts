import { readFileSync } from 'node:fs'
import path from 'node:path'

import { baseURL } from './http'

type ManifestEntry = { filename?: string; exportedName?: string }

let manifest: Record<string, ManifestEntry> | null = null

/** The id Next gave a server action, read from the build's server-reference manifest. */
export const serverActionId = (file: string, name: string): string => {
  manifest ??= JSON.parse(
    readFileSync(path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ).node as Record<string, ManifestEntry>
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

/** Reads the action's return value out of the Flight response (row "0" points at the result row). */
const decodeResult = (text: string): unknown => {
  const rows = new Map<string, string>()
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) rows.set(line.slice(0, colon), line.slice(colon + 1))
  }
  const head = JSON.parse(rows.get('0') ?? 'null') as { a?: string } | null
  const pointer = head?.a?.match(/^\$@(\w+)$/)?.[1]
  return pointer ? JSON.parse(rows.get(pointer) ?? 'null') : head?.a
}

/**
 * Calls a server action over HTTP the way the browser's runtime does: a POST to the page with the
 * action's id in `Next-Action` and the arguments as the reply body. Returns the HTTP status and
 * the value the action returned.
 */
export const callServerAction = async <T = any>(
  pagePath: string,
  action: { file: string; name: string },
  args: unknown[],
  options: { cookie?: string; base?: string } = {},
): Promise<{ status: number; result: T }> => {
  const base = options.base ?? baseURL()
  const response = await fetch(`${base}${pagePath}`, {
    method: 'POST',
    headers: {
      'next-action': serverActionId(action.file, action.name),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: base,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(encodeReply(args)),
    redirect: 'manual',
  })
  const text = await response.text()
  if (!response.ok) return { status: response.status, result: text as T }
  return { status: response.status, result: decodeResult(text) as T }
}

const SHARE = 'src/app/(frontend)/(share)/review'

export const REVIEW_ACTIONS = {
  finalise: { file: `${SHARE}/projects/[id]/finalise/actions.ts`, name: 'submitFinalisation' },
  startCard: { file: `${SHARE}/projects/[id]/payment/actions.ts`, name: 'startCardPayment' },
  payTestCard: { file: `${SHARE}/projects/[id]/payment/actions.ts`, name: 'payWithTestCard' },
  confirmStripe: { file: `${SHARE}/projects/[id]/payment/actions.ts`, name: 'confirmStripePayment' },
  invoice: { file: `${SHARE}/projects/[id]/payment/actions.ts`, name: 'requestInvoice' },
  artwork: { file: `${SHARE}/orders/[id]/artwork-approval/actions.ts`, name: 'submitArtworkReview' },
} as const
