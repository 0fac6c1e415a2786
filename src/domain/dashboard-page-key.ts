/**
 * Which dashboard requests the production server may answer from its page cache, and under which
 * key. A page is the same for every session of its customer (staff viewing as a customer are never
 * cached), so it is cached per customer, named by the session token once its signature is checked;
 * the session itself is checked in the database on every hit (src/lib/page-cache/dashboard-page-cache.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { cookieCount, cookieFromHeader, IMPERSONATION_COOKIE, TOKEN_COOKIE } from './cookie-header'

/** Request headers as Node's http module gives them. */
export type RequestHeaders = Record<string, string | string[] | undefined>

export type DashboardPageRequest = {
  /** Everything the rendered bytes depend on: customer, host, encoding and address. */
  key: string
  customerId: number
  sessionId: string
}

// Client-side navigations, prefetches and server actions carry these; Next.js answers them itself.
export const NEXT_ONLY_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'range']
// Payload takes the cookie from a request without Origin only when the browser says it is not cross-site.
const COOKIE_SITES = new Set(['same-origin', 'same-site', 'none'])

const header = (headers: RequestHeaders, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

type TokenClaims = { id: number; collection: string; sid: string; exp: number }

/** The claims of a session token signed with `key` (HS256, as Payload signs them), or null for any other string. */
export const tokenClaims = (token: string, key: string): TokenClaims | null => {
  const [header, body, signature, extra] = token.split('.')
  if (!header || !body || !signature || extra !== undefined) return null
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'HS256') return null
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>
    if (!Number.isInteger(claims.id) || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null
    return { id: claims.id!, collection: String(claims.collection), sid: claims.sid, exp: claims.exp }
  } catch {
    return null
  }
}

/**
 * The cache key of a customer's full-page GET of a dashboard page, or null when Next.js must
 * answer: other methods and paths, client navigations, staff and impersonated views, bearer
 * tokens, cross-site requests, campaign links, a header with more than one session token, and tokens
 * that are expired or not signed with `tokenKey`.
 */
export function dashboardPageRequest(
  method: string | undefined,
  url: string,
  headers: RequestHeaders,
  tokenKey: string,
  now = Date.now(),
): DashboardPageRequest | null {
  if (method !== 'GET' || NEXT_ONLY_HEADERS.some((name) => headers[name] !== undefined)) return null
  const address = new URL(url, 'http://dashboard')
  if (!address.pathname.startsWith('/dashboard/')) return null
  if ([...address.searchParams.keys()].some((name) => name.startsWith('utm_'))) return null
  if (headers.authorization !== undefined || headers.origin !== undefined) return null
  if (!COOKIE_SITES.has(header(headers, 'sec-fetch-site') ?? '')) return null
  const cookies = header(headers, 'cookie')
  if (cookieFromHeader(cookies, IMPERSONATION_COOKIE)) return null
  // Payload signs the request in with the last token of the header; with more than one, the page
  // could be rendered for one customer and stored under another's key.
  if (cookieCount(cookies, TOKEN_COOKIE) !== 1) return null
  const token = cookieFromHeader(cookies, TOKEN_COOKIE)
  const claims = token ? tokenClaims(token, tokenKey) : null
  if (!claims || claims.collection !== 'customers' || claims.exp * 1000 <= now) return null
  return {
    key: [`customer ${claims.id}`, header(headers, 'host') ?? '', header(headers, 'accept-encoding') ?? '', address.pathname + address.search].join(' '),
    customerId: claims.id,
    sessionId: claims.sid,
  }
}
