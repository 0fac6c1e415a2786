/** What the benchmark asks for: the public API reads and the storefront pages, and one autocannon run of one. */
import autocannon from 'autocannon'

import { connections, duration, pageConnections } from './options'

const PRODUCTS_QUERY = `query Products($category: JSON, $limit: Int, $page: Int, $sort: String) {
  Products(where: { category: { equals: $category }, showOnProductCategory: { equals: true } }, limit: $limit, page: $page, sort: $sort) {
    docs { id title slug price priceBreaks { minQuantity pricePerUnit } category { id title slug } }
    page limit totalPages totalDocs
  }
}`

export type Route = {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  connections?: number
}

/**
 * The public API routes, each with what sends it through Next.js whatever it asks: the reference
 * an uncached read through the read lane (src/platform/http/read-lane.ts) is measured against.
 * A GraphQL post with a cookie that is no session (Payload reads it as nobody), a REST GET with an
 * Idempotency-Key (only writes heed it).
 */
export const apiRoutes: (Route & { throughNextJs: Record<string, string> })[] = [
  {
    name: 'GraphQL Products (limit 24, category, sort price)',
    path: '/payload-api/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Products', query: PRODUCTS_QUERY, variables: { category: 3, limit: 24, page: 1, sort: 'price' } }),
    throughNextJs: { cookie: 'payload-token=no-session' },
  },
  {
    name: 'REST /payload-api/products?limit=24',
    path: '/payload-api/products?limit=24',
    throughNextJs: { 'idempotency-key': 'bench-through-next-js' },
  },
]

/** An API route forced fresh, past the public API cache: a GraphQL query goes by the read lane (src/platform/http/read-lane.ts). */
export const uncachedLane = (route: Route) => ({
  ...route,
  label: `${route.name}, uncached`,
  headers: { ...route.headers, 'cache-control': 'no-cache' },
})

// Storefront pages as a browser asks for them; every visitor shares one cached rendering.
export const browser = {
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (bench) Chrome/131.0 Safari/537.36',
}
export const pageRoutes: (Route & { label: string })[] = [
  { name: 'page /', path: '/' },
  { name: 'page /products', path: '/products' },
  { name: 'page /categories/category-1', path: '/categories/category-1' },
  { name: 'page /products/bench-product-2', path: '/products/bench-product-2' },
].map((route) => ({ ...route, label: route.name, headers: browser, connections: pageConnections }))

export const measure = (baseURL: string, route: Route) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${baseURL}${route.path}`,
        method: route.method ?? 'GET',
        body: route.body,
        headers: route.headers,
        connections: route.connections ?? connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
