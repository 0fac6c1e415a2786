/**
 * Addresses whose path carries a secret: a staff password reset's token, an email verification's.
 * Logs and traces are read by more people than the token's owner, and a token there can be used
 * until it expires.
 */
const SECRET_SEGMENTS: RegExp[] = [/^(\/admin\/reset\/)[^/]+/, /^(\/payload-api\/[^/]+\/verify\/)[^/]+/]

/** The request path (query string already left out) as logs and traces may show it. */
export const loggablePath = (path: string): string => SECRET_SEGMENTS.reduce((shown, pattern) => shown.replace(pattern, '$1[redacted]'), path)

/** Query parameters that carry a secret: share links' `key`, the emailed links' `token`. */
export const SECRET_QUERY_PARAMETERS = ['key', 'token']

/** A request target (path and query) as logs and traces may show it: secret segments and parameters hidden. */
export const loggableTarget = (target: string): string => {
  const queryAt = target.indexOf('?')
  if (queryAt === -1) return loggablePath(target)
  const query = new URLSearchParams(target.slice(queryAt + 1))
  for (const name of SECRET_QUERY_PARAMETERS) if (query.has(name)) query.set(name, 'REDACTED')
  return `${loggablePath(target.slice(0, queryAt))}?${query.toString()}`
}
