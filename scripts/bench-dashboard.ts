/**
 * `npm run bench:dashboard [-- --postgres] [-- --connections 10] [-- --duration 10]`: fills a
 * scratch database with one busy customer (500 projects, 2,000 inventory items, 1,000 shipments),
 * starts the production server (scripts/serve.ts) and measures each dashboard list page signed in
 * as that customer with autocannon, twice: as a browser views it (the session cookie, so repeat
 * views come from the per-customer page cache while the data is unchanged) and rendered afresh on
 * every request (the token in an Authorization header, which the page cache leaves to Next.js: the
 * cost of the first view after a change). Prints req/s, p50, p95 and p99 per page against the
 * 150 ms p95 target; nothing here is a test. Uses the build in NEXT_DIST_DIR (default .next),
 * building it when missing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { freePort } from '../tests/support/app-server'
import { createTestDatabase } from '../tests/support/test-database'
import { percentile } from './latency'
import { argument } from './cli-argument'
import { printTable } from './markdown-table'
import { NODE_TS } from './node-ts.mjs'
import { startServe } from './serve-process'

const root = path.resolve(import.meta.dirname, '..')
const kind = process.argv.includes('--postgres') ? 'postgres' : 'sqlite'
const connections = Number(argument('connections') ?? 10)
const duration = Number(argument('duration') ?? 10)
const TARGET_P95_MS = 150
const CUSTOMER = { email: 'bench@swagly.example', password: 'bench-customer-2026' }

const PAGES = ['/dashboard/projects', '/dashboard/orders', '/dashboard/inventory', '/dashboard/shipments']

type Headers = Record<string, string>

const VIEWS = [
  // Payload takes the auth cookie only from a same-origin browser request, which says so in Sec-Fetch-Site.
  { label: 'browser (page cache)', headers: (token: string): Headers => ({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }) },
  { label: 'fresh render', headers: (token: string): Headers => ({ authorization: `JWT ${token}` }) },
]

/** One autocannon run; autocannon reports no p95, so every response time is kept and ranked here. */
const measure = (url: string, headers: Headers) =>
  new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
    const latencies: number[] = []
    const instance = autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies: latencies.sort((a, b) => a - b) }),
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime))
  })

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })

const database = createTestDatabase(kind)
const env = { ...database.env, PAYLOAD_SECRET: 'bench-secret' }
const rows: string[][] = []
try {
  execFileSync(process.execPath, [...NODE_TS, 'scripts/bench-dashboard-seed.ts', CUSTOMER.email, CUSTOMER.password], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  const app = await startServe(env, await freePort())
  try {
    const login = await fetch(`${app.baseURL}/payload-api/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CUSTOMER),
    })
    if (!login.ok) throw new Error(`The bench customer could not log in: ${login.status} ${await login.text()}`)
    const { token } = (await login.json()) as { token: string }
    for (const view of VIEWS) {
      for (const page of PAGES) {
        const url = `${app.baseURL}${page}`
        const headers = view.headers(token)
        const check = await fetch(url, { headers, redirect: 'manual' })
        if (check.status !== 200) {
          rows.push([page, view.label, '—', '—', '—', '—', '—', `HTTP ${check.status}, not measured`])
          continue
        }
        await measure(url, headers) // warm-up run, not reported
        const { result, latencies } = await measure(url, headers)
        const p95 = percentile(latencies, 0.95)
        rows.push([
          page,
          view.label,
          result.requests.average.toFixed(0),
          String(percentile(latencies, 0.5)),
          String(p95),
          String(percentile(latencies, 0.99)),
          String(result.errors + result.timeouts + result.non2xx),
          p95 < TARGET_P95_MS ? 'yes' : 'NO',
        ])
      }
    }
  } finally {
    await app.stop()
  }
} finally {
  database.drop()
}

console.log(`\n${database.label}: 500 projects, 2,000 inventory items, 1,000 shipments; autocannon ${connections} connections, ${duration} s per page\n`)
printTable(['page', 'view', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', `p95 < ${TARGET_P95_MS} ms`], rows)
