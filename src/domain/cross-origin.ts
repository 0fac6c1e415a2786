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

/**
 * The Origin to name in a refusal when this request writes from another site, otherwise null. Ours
 * are the configured origins and the host the browser addressed (as Next compares it); `null`,
 * sent by sandboxed frames and privacy redirects, is never ours. Requests without an Origin (not
 * from a browser, so without its cookies) are left to authentication.
 */
export function foreignOrigin(
  method: string,
  origin: string | null,
  own: { origins: string[]; hosts: (string | null)[] },
): string | null {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === null) return null
  const parsed = originOf(origin)
  if (!parsed) return origin
  if (own.origins.some((candidate) => originOf(candidate) === parsed)) return null
  const host = new URL(parsed).host
  return own.hosts.some((candidate) => candidate?.toLowerCase() === host) ? null : origin
}
