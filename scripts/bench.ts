/**
 * `npm run bench [-- --products 5000,50000] [-- --postgres] [-- --only pages|api]`: for each
 * catalogue size, fills a scratch database, starts the production server (scripts/serve.ts) and
 * measures with autocannon (10 s per route): the public catalogue API at 20 connections, once as anonymous
 * visitors get it (public API cache) and once forced fresh; then the cached storefront pages
 * (home, products, a category, a product) at 50 connections. Prints one table; nothing here is a test.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { freePort } from '../tests/support/app-server'
import { argument } from './cli-argument'
import { printTable } from './markdown-table'
import { NODE_TS } from './node-ts.mjs'
import { startServe } from './serve-process'
import { createTestDatabase } from '../tests/support/test-database'

const root = path.resolve(import.meta.dirname, '..')
const sizes = (argument('products') ?? '5000').split(',').map(Number)
const kind = process.argv.includes('--postgres') ? 'postgres' : 'sqlite'
const connections = Number(argument('connections') ?? 20)
const pageConnections = Number(argument('page-connections') ?? 50)
const duration = Number(argument('duration') ?? 10)
const only = argument('only')

const PRODUCTS_QUERY = `query Products($category: JSON, $limit: Int, $page: Int, $sort: String) {
  Products(where: { category: { equals: $category }, showOnProductCategory: { equals: true } }, limit: $limit, page: $page, sort: $sort) {
    docs { id title slug price priceBreaks { minQuantity pricePerUnit } category { id title slug } }
    page limit totalPages totalDocs
  }
}`

type Route = {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  connections?: number
}

const apiRoutes: Route[] = [
  {
    name: 'GraphQL Products (limit 24, category, sort price)',
    path: '/payload-api/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Products', query: PRODUCTS_QUERY, variables: { category: 3, limit: 24, page: 1, sort: 'price' } }),
  },
  { name: 'REST /payload-api/products?limit=24', path: '/payload-api/products?limit=24' },
]

// Storefront pages as a browser asks for them; every visitor shares one cached rendering.
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (bench) Chrome/131.0 Safari/537.36' }
const pageRoutes: Route[] = [
  { name: 'page /', path: '/' },
  { name: 'page /products', path: '/products' },
  { name: 'page /categories/category-1', path: '/categories/category-1' },
  { name: 'page /products/bench-product-2', path: '/products/bench-product-2' },
].map((route) => ({ ...route, headers: browser, connections: pageConnections }))

const measure = (baseURL: string, route: Route) =>
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

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })
}

const rows: string[][] = []
for (const size of sizes) {
  const database = createTestDatabase(kind)
  const env = { ...database.env, PAYLOAD_SECRET: 'bench-secret' }
  try {
    execFileSync(process.execPath, [...NODE_TS, 'scripts/bench-seed.ts', String(size)], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
    const app = await startServe(env, await freePort())
    try {
      // Each API route twice: as anonymous visitors get it (public API cache), and forced fresh.
      const variants = [
        ...(only === 'pages'
          ? []
          : apiRoutes.flatMap((route) => [
              { ...route, label: `${route.name}` },
              { ...route, label: `${route.name}, uncached`, headers: { ...route.headers, 'cache-control': 'no-cache' } },
            ])),
        ...(only === 'api' ? [] : pageRoutes.map((route) => ({ ...route, label: route.name }))),
      ]
      for (const route of variants) {
        await measure(app.baseURL, route) // warm-up run, not reported
        const result = await measure(app.baseURL, route)
        rows.push([
          database.label,
          size.toLocaleString('en-AU'),
          route.label,
          String(route.connections ?? connections),
          result.requests.average.toFixed(0),
          String(result.latency.p50),
          String(result.latency.p99),
          String(result.errors + result.non2xx),
        ])
      }
    } finally {
      await app.stop()
    }
  } finally {
    database.drop()
  }
}

console.log(`\nautocannon: ${duration} s per route, after a warm-up run\n`)
printTable(['database', 'products', 'route', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows)
