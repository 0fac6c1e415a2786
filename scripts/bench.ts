/**
 * `npm run bench [-- --products 5000,50000] [-- --postgres]`: for each catalogue size, fills a
 * scratch database, starts the production server and measures the public catalogue API with
 * autocannon (20 connections, 10 s per route), once as anonymous visitors get it (public API
 * cache) and once forced fresh. Prints one table; nothing here is a test.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { startApp } from '../tests/support/app-server'
import { NODE_TS } from './node-ts.mjs'
import { createTestDatabase } from '../tests/support/test-database'

const root = path.resolve(import.meta.dirname, '..')
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
const sizes = (argument('products') ?? '5000').split(',').map(Number)
const kind = process.argv.includes('--postgres') ? 'postgres' : 'sqlite'
const connections = Number(argument('connections') ?? 20)
const duration = Number(argument('duration') ?? 10)

const PRODUCTS_QUERY = `query Products($category: JSON, $limit: Int, $page: Int, $sort: String) {
  Products(where: { category: { equals: $category }, showOnProductCategory: { equals: true } }, limit: $limit, page: $page, sort: $sort) {
    docs { id title slug price priceBreaks { minQuantity pricePerUnit } category { id title slug } }
    page limit totalPages totalDocs
  }
}`

type Route = { name: string; path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> }

const routes: Route[] = [
  {
    name: 'GraphQL Products (limit 24, category, sort price)',
    path: '/payload-api/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'Products', query: PRODUCTS_QUERY, variables: { category: 3, limit: 24, page: 1, sort: 'price' } }),
  },
  { name: 'REST /payload-api/products?limit=24', path: '/payload-api/products?limit=24' },
]

const measure = (baseURL: string, route: Route) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: `${baseURL}${route.path}`, method: route.method ?? 'GET', body: route.body, headers: route.headers, connections, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })

const rows: string[][] = []
for (const size of sizes) {
  const database = createTestDatabase(kind)
  const env = { ...database.env, PAYLOAD_SECRET: 'bench-secret' }
  try {
    execFileSync(process.execPath, [...NODE_TS, 'scripts/bench-seed.ts', String(size)], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
    const app = await startApp(env)
    try {
      // Each route twice: as anonymous visitors get it (public API cache), and forced fresh.
      const variants = routes.flatMap((route) => [
        { ...route, label: `${route.name}` },
        { ...route, label: `${route.name}, uncached`, headers: { ...route.headers, 'cache-control': 'no-cache' } },
      ])
      for (const route of variants) {
        await measure(app.baseURL, route) // warm-up run, not reported
        const result = await measure(app.baseURL, route)
        rows.push([
          database.label,
          size.toLocaleString('en-AU'),
          route.label,
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

const header = ['database', 'products', 'route', 'req/s', 'p50 ms', 'p99 ms', 'errors']
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
console.log(`\nautocannon: ${connections} connections, ${duration} s per route\n`)
console.log(line(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const row of rows) console.log(line(row))
