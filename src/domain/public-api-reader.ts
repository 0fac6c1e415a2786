/**
 * Who may be answered from the public API cache: callers with no credentials and no claim cookie,
 * and who did not ask for a fresh answer. They all see the same public data, so one answer serves
 * them all. Shared by the cache inside Next.js (src/lib/public-api-cache.ts) and the copy of its
 * answers in front of it (src/platform/page-cache/public-api-answers.ts).
 */

/** How long an answer is kept when nothing expires it first; 0 turns the cache off. */
export const PUBLIC_API_CACHE_SECONDS = Math.ceil(Number(process.env.PUBLIC_API_CACHE_TTL_MS ?? 30_000) / 1000)

/** `header` reads one request header by its lower-case name. */
export const isAnonymousPublicRead = (header: (name: string) => string | null | undefined): boolean => {
  if (PUBLIC_API_CACHE_SECONDS <= 0) return false
  if (header('authorization')) return false
  if ((header('cache-control') ?? '').includes('no-cache')) return false
  return !/(?:^|;\s*)(payload-token|inactive-customer)=/.test(header('cookie') ?? '')
}
