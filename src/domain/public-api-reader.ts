/**
 * Who may be answered from the public API cache: callers with no credentials and no claim cookie,
 * and who did not ask for a fresh answer. They all see the same public data, so one answer serves
 * them all. Shared by the cache inside Next.js (src/platform/next-cache/public-api-cache.ts) and
 * the production server in front of it (src/platform/page-cache/public-api-answers.ts).
 */

/** How long an answer is kept when nothing expires it first; 0 turns the cache off. */
export const PUBLIC_API_CACHE_SECONDS = Math.ceil(Number(process.env.PUBLIC_API_CACHE_TTL_MS ?? 30_000) / 1000)

/** Reads one request header by its lower-case name. */
type HeaderReader = (name: string) => string | null | undefined

/** No credentials and no claim cookie: Payload answers such a caller as anyone. */
const sendsNoCredentials = (header: HeaderReader): boolean =>
  !header('authorization') && !/(?:^|;\s*)(payload-token|inactive-customer)=/.test(header('cookie') ?? '')

const asksAfresh = (header: HeaderReader): boolean => (header('cache-control') ?? '').includes('no-cache')

export const isAnonymousPublicRead = (header: HeaderReader): boolean =>
  PUBLIC_API_CACHE_SECONDS > 0 && !asksAfresh(header) && sendsNoCredentials(header)

/** An anonymous caller whose read the cache does not answer: they asked for a fresh answer, or the cache is off. */
export const isAnonymousFreshRead = (header: HeaderReader): boolean =>
  sendsNoCredentials(header) && (PUBLIC_API_CACHE_SECONDS <= 0 || asksAfresh(header))
