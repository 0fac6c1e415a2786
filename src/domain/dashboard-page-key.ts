/**
 * Which dashboard requests the production server may answer from its page cache, and under which
 * key. A page is cached per session token: an entry is only ever stored for a token Next.js
 * accepted, so the same token string is proof enough on a repeat visit; the session itself is
 * checked again in the database on every hit (src/lib/page-cache/dashboard-page-cache.ts).
 */

import { cookieFromHeader, IMPERSONATION_COOKIE, TOKEN_COOKIE } from './cookie-header'

/** Request headers as Node's http module gives them. */
export type RequestHeaders = Record<string, string | string[] | undefined>

export type DashboardPageRequest = {
  /** Everything the rendered bytes depend on: token, host, encoding and address. */
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

/** The claims of a JWT, unverified: the cache key is the whole token, which Next.js verified when it was stored. */
export const tokenClaims = (token: string): TokenClaims | null => {
  const [, body] = token.split('.')
  if (!body) return null
  try {
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
 * tokens, cross-site requests, campaign links and expired tokens.
 */
export function dashboardPageRequest(method: string | undefined, url: string, headers: RequestHeaders, now = Date.now()): DashboardPageRequest | null {
  if (method !== 'GET' || NEXT_ONLY_HEADERS.some((name) => headers[name] !== undefined)) return null
  const address = new URL(url, 'http://dashboard')
  if (!address.pathname.startsWith('/dashboard/')) return null
  if ([...address.searchParams.keys()].some((name) => name.startsWith('utm_'))) return null
  if (headers.authorization !== undefined || headers.origin !== undefined) return null
  if (!COOKIE_SITES.has(header(headers, 'sec-fetch-site') ?? '')) return null
  const cookies = header(headers, 'cookie')
  if (cookieFromHeader(cookies, IMPERSONATION_COOKIE)) return null
  const token = cookieFromHeader(cookies, TOKEN_COOKIE)
  const claims = token ? tokenClaims(token) : null
  if (!token || !claims || claims.collection !== 'customers' || claims.exp * 1000 <= now) return null
  return {
    key: [token, header(headers, 'host') ?? '', header(headers, 'accept-encoding') ?? '', address.pathname + address.search].join(' '),
    customerId: claims.id,
    sessionId: claims.sid,
  }
}
