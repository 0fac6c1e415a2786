import { CACHED_PAGES_PREFIX, cachedPagePath } from './storefront-url'

/**
 * The few groups requests are counted under in the metrics. Never the raw path: every product,
 * project and probe would make a time series of its own.
 */
export const ROUTE_GROUPS = ['storefront', 'dashboard', 'admin', 'api-rest', 'api-graphql', 'static', 'health', 'other'] as const

export type RouteGroup = (typeof ROUTE_GROUPS)[number]

const OPERATIONS = new Set(['/healthz', '/livez', '/readyz', '/metrics'])

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** The group of a request's path (without its query string). */
export const routeGroupOf = (pathname: string): RouteGroup => {
  if (OPERATIONS.has(pathname)) return 'health'
  if (under(pathname, '/payload-api/graphql')) return 'api-graphql'
  if (under(pathname, '/payload-api') || under(pathname, '/api')) return 'api-rest'
  if (under(pathname, '/admin')) return 'admin'
  if (under(pathname, '/dashboard')) return 'dashboard'
  if (under(pathname, '/_next') || /\.[a-z0-9]+$/i.test(pathname)) return 'static'
  // The cached pages' own addresses are Next.js's, reached by its rewrites, never by visitors' requests.
  if (!under(pathname, CACHED_PAGES_PREFIX) && cachedPagePath(pathname, {}) !== null) return 'storefront'
  return 'other'
}

const COUNTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The method as a label: the standard ones, and `OTHER` for whatever else a client makes up. */
export const methodLabel = (method: string | undefined): string => (method && COUNTED_METHODS.has(method) ? method : 'OTHER')
