/**
 * Whether a page came from a cache: the production server's memory in front of Next.js
 * (`x-page-cache: HIT`, which replays the headers stored with the page) or Next.js's own
 * (`HIT`, or `STALE` while a fresh copy renders).
 */
export const servedFromCache = (headers: Headers): boolean =>
  headers.get('x-page-cache') === 'HIT' || ['HIT', 'STALE'].includes(headers.get('x-nextjs-cache') ?? '')
