/**
 * What a shared cache in front of the app (nginx, a CDN) may keep: the Cache-Control of each
 * response. Anonymous storefront pages are the same for everyone and may be shared for a moment;
 * anything answering one visitor (a session, a bearer token, a cookie being set, a write) is
 * private and never stored; the rest keeps the header Next.js gives it.
 */
import { cookieFromHeader, IMPERSONATION_COOKIE, INACTIVE_CUSTOMER_COOKIE, TOKEN_COOKIE } from './cookie-header'
import type { RequestHeaders } from './next-request-headers'
import { cachedPagePath } from './storefront-url'

/**
 * A shared cache keeps an anonymous storefront page one second, so an edit shows within about a
 * second wherever the page is cached; for a minute after that it may answer with the old page while
 * one request fetches the new one, so a busy page never waits on the app.
 */
export const SHARED_STOREFRONT_PAGE = 'public, s-maxage=1, stale-while-revalidate=59'

/** Kept by no cache, shared or the browser's. */
export const NEVER_STORED = 'private, no-store'

/** A storefront page, or its "not found": the same for every anonymous visitor. */
const SHARED_STATUSES = [200, 404]

/** Areas whose every page is rendered for the one visitor asking, signed in or not. */
const ONE_VISITOR_AREAS = ['/admin', '/auth', '/dashboard', '/review', '/submit-enquiry']

export type CacheableExchange = {
  method: string | undefined
  url: string
  requestHeaders: RequestHeaders
  status: number
  setsCookie: boolean
}

const inArea = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`)

const fromOneVisitor = (headers: RequestHeaders): boolean => {
  const cookies = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie
  return (
    headers.authorization !== undefined ||
    [TOKEN_COOKIE, INACTIVE_CUSTOMER_COOKIE, IMPERSONATION_COOKIE].some((name) => cookieFromHeader(cookies, name) !== null)
  )
}

/**
 * The Cache-Control a response must carry, or null to keep the one Next.js set: immutable for
 * static assets, `private, no-cache, no-store` for pages rendered per request, none for API reads.
 */
export function cacheControlFor({ method, url, requestHeaders, status, setsCookie }: CacheableExchange): string | null {
  const address = new URL(url, 'http://storefront')
  // Named by a hash of their content: Next.js marks them immutable, for everyone.
  if (address.pathname.startsWith('/_next/static/')) return null
  if (setsCookie || fromOneVisitor(requestHeaders) || (method !== 'GET' && method !== 'HEAD')) return NEVER_STORED
  if (cachedPagePath(address.pathname, address.searchParams) !== null) {
    // Next.js would let a shared cache keep these, a missing product included, for a minute.
    return SHARED_STATUSES.includes(status) ? SHARED_STOREFRONT_PAGE : NEVER_STORED
  }
  if (ONE_VISITOR_AREAS.some((area) => inArea(address.pathname, area))) return NEVER_STORED
  return null
}
