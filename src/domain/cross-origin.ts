// A request that changes something and comes from another site is refused before anything runs
// (DESIGN §9). Payload alone would only ignore the auth cookie and run the request anonymously,
// and Next answers a server action from another site with a 500.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** What counts as this site for one request: the configured origins and the hosts it was addressed to. */
export type OwnOrigins = { origins: string[]; hosts: (string | null)[] }

/**
 * The hosts a request was addressed to: its Host, and behind our proxy the host the proxy was
 * asked for (X-Forwarded-Host). Without a trusted proxy that header is whatever the client claims.
 */
export const addressedHosts = (host: string | null, forwardedHost: string | null, trustProxy: boolean): (string | null)[] =>
  trustProxy ? [host, forwardedHost] : [host]

/**
 * Whether an Origin is this site: a configured origin, or the very host the request was sent to
 * (same-origin by definition). A victim's browser cannot send another site's page with our Host,
 * and a page reached through a rebound DNS name has that name's cookies, not ours. `null`, sent by
 * sandboxed frames and privacy redirects, is never ours.
 */
export function isOwnOrigin(origin: string, own: OwnOrigins): boolean {
  const parsed = originOf(origin)
  if (!parsed) return false
  if (own.origins.some((candidate) => originOf(candidate) === parsed)) return true
  const host = new URL(parsed).host
  return own.hosts.some((candidate) => candidate?.toLowerCase() === host)
}

/**
 * The Origin to name in a refusal when this request writes from another site, otherwise null.
 * Requests without an Origin (not from a browser, so without its cookies) are left to authentication.
 */
export function foreignOrigin(method: string, origin: string | null, own: OwnOrigins): string | null {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === null) return null
  return isOwnOrigin(origin, own) ? null : origin
}
