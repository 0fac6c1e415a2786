// A request that changes something and comes from another site is refused before anything runs.
// Payload alone would only ignore the auth cookie and run the request anonymously,
// and Next answers a server action from another site with a 500.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** How a request was addressed: its scheme (as Next saw it), its Host and the X-Forwarded-Host a proxy set. */
export type Addressed = { scheme: string | null; host: string | null; forwardedHost: string | null }

/**
 * The origins a request was sent to: its scheme with its Host and, behind our proxy, with the host
 * the proxy was asked for (without a trusted proxy X-Forwarded-Host is whatever the client claims).
 * A scheme other than http or https is unknown, and `fallbackScheme` (SERVER_URL's) stands in.
 */
export function addressedOrigins(request: Addressed, trustProxy: boolean, fallbackScheme: 'http' | 'https'): string[] {
  const first = request.scheme?.split(',')[0]?.trim().toLowerCase()
  const scheme = first === 'http' || first === 'https' ? first : fallbackScheme
  const hosts = trustProxy ? [request.host, request.forwardedHost] : [request.host]
  return hosts.filter((host): host is string => Boolean(host)).map((host) => `${scheme}://${host}`)
}

/**
 * Whether an Origin is this site: one of `own`, the configured origins and the origins the request
 * was sent to (same-origin by definition). A victim's browser cannot send another site's page
 * with our Host, and a page reached through a rebound DNS name has that name's cookies, not ours.
 * `null`, sent by sandboxed frames and privacy redirects, is never ours.
 */
export function isOwnOrigin(origin: string, own: string[]): boolean {
  const parsed = originOf(origin)
  return parsed !== null && own.some((candidate) => originOf(candidate) === parsed)
}

/**
 * The Origin to name in a refusal when this request writes from another site, otherwise null.
 * Requests without an Origin (not from a browser, so without its cookies) are left to authentication.
 */
export function foreignOrigin(method: string, origin: string | null, own: string[]): string | null {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === null) return null
  return isOwnOrigin(origin, own) ? null : origin
}

/** A browser's Sec-Fetch-Site values: where a request came from, relative to where it goes. */
export type FetchSite = 'same-origin' | 'cross-site' | 'none'

/**
 * The Sec-Fetch-Site a browser too old to send it (Safari before 16.4, Firefox before 90) meant,
 * for a request that sent no Origin either; null when nothing tells (the session cookie stays
 * unread, as for any request that cannot show where it came from). A Referer is set by the
 * browser, never by a page's script: ours is same-origin, any other cross-site. Without one, a
 * reading request is taken as an address typed or bookmarked: reading changes nothing, and a
 * write still needs an own Origin or Referer.
 */
export function impliedFetchSite(method: string, referer: string | null, own: string[]): FetchSite | null {
  if (referer) return isOwnOrigin(referer, own) ? 'same-origin' : 'cross-site'
  return SAFE_METHODS.has(method.toUpperCase()) ? 'none' : null
}
