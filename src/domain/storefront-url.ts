/**
 * Storefront addresses: which query parameters each page understands (its whitelist), the
 * canonical address built from them, and the key under which a rendered page is cached. Every
 * other parameter (utm_ tags, click ids, typos) changes neither the canonical link nor the cache
 * entry, so one cached page serves every visitor of the same listing.
 */
import { DEFAULT_SORT, parsePage, parseSlug, parseSort } from './catalogue-params'
import { normaliseSearchQuery } from './search/search-query'

export type QueryValues = Record<string, string | number | null | undefined>

/** `path?query` with keys sorted and empty or default values left out. */
export function hrefWith(path: string, values: QueryValues, defaults: QueryValues = {}): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(values).sort()) {
    const value = values[key]
    if (value === null || value === undefined || value === '') continue
    if (defaults[key] !== undefined && String(defaults[key]) === String(value)) continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

type ParamName = 'category' | 'intent' | 'page' | 'q' | 'sort'

/** Each parameter normalised: null when it is malformed or says the default. */
const normalise: Record<ParamName, (value: string) => string | null> = {
  category: (value) => parseSlug(value),
  intent: (value) => (value === 'wishlist' ? value : null),
  page: (value) => {
    const page = parsePage(value)
    return page === 1 ? null : String(page)
  },
  // "Blue  Mugs" and "blue mugs" are one search, so one cached page.
  q: (value) => normaliseSearchQuery(value),
  sort: (value) => {
    const sort = parseSort(value)
    return sort === DEFAULT_SORT ? null : sort
  },
}

type StorefrontRoute = {
  pattern: RegExp
  /** What the page renders differently: part of the cache key. */
  rendered: ParamName[]
  /** What names a different page of content: kept in the canonical link. */
  canonical: ParamName[]
}

const SEGMENT = '[^/]+'

/** The pages of the storefront that are rendered once and cached. */
const ROUTES: StorefrontRoute[] = [
  { pattern: /^\/$/, rendered: [], canonical: [] },
  { pattern: /^\/start$/, rendered: [], canonical: [] },
  // The wishlist intent adds a banner but lists the same products, so it is no separate page.
  { pattern: /^\/products$/, rendered: ['category', 'intent', 'page', 'q', 'sort'], canonical: ['category', 'page', 'q', 'sort'] },
  { pattern: new RegExp(`^/products/${SEGMENT}$`), rendered: [], canonical: [] },
  { pattern: /^\/categories$/, rendered: [], canonical: [] },
  { pattern: new RegExp(`^/categories/${SEGMENT}$`), rendered: ['page', 'sort'], canonical: ['page', 'sort'] },
  { pattern: /^\/collections$/, rendered: [], canonical: [] },
  { pattern: new RegExp(`^/collections/${SEGMENT}$`), rendered: [], canonical: [] },
]

const routeOf = (pathname: string) => ROUTES.find((route) => route.pattern.test(pathname)) ?? null

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>

const firstOf = (query: QueryInput, name: string): string | undefined => {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined
  const value = query[name]
  return Array.isArray(value) ? value[0] : value
}

/** The whitelisted parameters of a query, normalised, in name order. */
const pick = (query: QueryInput, names: ParamName[]): Record<string, string> => {
  const picked: Record<string, string> = {}
  for (const name of [...names].sort()) {
    const raw = firstOf(query, name)
    const value = raw === undefined ? null : normalise[name](raw)
    if (value !== null) picked[name] = value
  }
  return picked
}

/** The canonical address of a storefront page: only its whitelisted parameters, sorted. */
export const canonicalHref = (pathname: string, query: QueryInput = {}): string => hrefWith(pathname, pick(query, routeOf(pathname)?.canonical ?? []))

/**
 * Hooks expire cached pages and their data at once on the instance that made a change; on the other
 * instances of a deployment they are refreshed at most this long after they were cached.
 */
export const STOREFRONT_CACHE_SECONDS = 60

/** The folder of the cached storefront pages; never addressed by visitors directly. */
export const CACHED_PAGES_PREFIX = '/cached'

/** Cache keys are path segments: "-" for no parameters, else `name=value&...` of safe characters. */
const NO_PARAMETERS = '-'

/**
 * Where a public storefront address is rendered: the cached page under its cache key, or null
 * for an address that is not a cached storefront page.
 */
export const cachedPagePath = (pathname: string, query: QueryInput): string | null => {
  const route = routeOf(pathname)
  if (!route) return null
  const key = new URLSearchParams(pick(query, route.rendered)).toString() || NO_PARAMETERS
  return `${CACHED_PAGES_PREFIX}/${key}${pathname === '/' ? '' : pathname}`
}

/** Whether a key is one `cachedPagePath` makes: anything else is an address typed by hand. */
export const isCacheKey = (key: string): boolean => {
  const query = queryOfCacheKey(key)
  const names = Object.keys(normalise) as ParamName[]
  const rebuilt = new URLSearchParams(pick(query, names)).toString() || NO_PARAMETERS
  // Compared re-encoded: a search term outside ASCII may reach the page percent-encoded or not.
  const given = new URLSearchParams(query).toString() || NO_PARAMETERS
  return safeDecode(key) !== null && rebuilt === given && Object.keys(query).every((name) => names.includes(name as ParamName))
}

const safeDecode = (value: string): string | null => {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** The parameters a cached page was rendered for, read back from its key. */
export const queryOfCacheKey = (key: string): Record<string, string> => {
  const decoded = safeDecode(key)
  if (decoded === null || decoded === NO_PARAMETERS) return {}
  return Object.fromEntries(new URLSearchParams(decoded))
}
