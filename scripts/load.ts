/**
 * `npm run load [-- --sqlite] [-- --users 200] [-- --duration 60]`: the production server on a
 * scratch PostgreSQL database (SQLite with --sqlite) with the demo data and one busy customer,
 * driven by scripted users (scripts/load-users.ts): 70 % browse the storefront, 20 % use the
 * dashboard signed in, 10 % send enquiries or create shipments. Signed-in users sign in one at a
 * time before the run (their sign-ins are timed apart); every user starts at a random moment of its
 * first pause. Reports req/s, p50, p95 and p99 per group and every error, then checks that each
 * enquiry and shipment the users were told was created exists exactly once and that no stock went
 * negative. Exits non-zero when a check fails or any request erred. Uses the build in NEXT_DIST_DIR
 * (default .next), building it when missing.
 * `-- --base-url http://host:port` drives a server already running with the demo data, the load
 * shipper (scripts/bench-dashboard-seed.ts load-shipper@swagly.example load-shipper-2026) and
 * TRUST_PROXY=true, instead of starting one.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { freePort } from '../tests/support/app-server'
import { createTestDatabase } from '../tests/support/test-database'
import { percentile } from './latency'
import { browse, type Client, createShipments, type Group, type LoadPlan, type LoadRecord, sendEnquiries, signIn, useDashboard } from './load-users'
import { argument } from './cli-argument'
import { printTable } from './markdown-table'
import { NODE_TS } from './node-ts.mjs'
import { startServe } from './serve-process'

const root = path.resolve(import.meta.dirname, '..')
const kind = process.argv.includes('--sqlite') ? 'sqlite' : 'postgres'
const users = Number(argument('users') ?? 200)
const duration = Number(argument('duration') ?? 60)
const TARGET_P99_MS = 500
const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
const CUSTOMERS = [
  { email: 'demo@swagly.example', password: 'demo-customer-2026' },
  { email: 'sam@northwind.example', password: 'demo-customer-2026' },
]
const SHIPPER = { email: 'load-shipper@swagly.example', password: 'load-shipper-2026' }

const runScript = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [...NODE_TS, script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })

/** How many times each value occurs. */
const tally = <T>(values: T[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>())

const getJSON = async (url: string, token?: string) => {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json() as Promise<any>
}

const DASHBOARD_PAGES = [
  '/dashboard/projects',
  '/dashboard/projects?visibility=archived',
  '/dashboard/orders',
  '/dashboard/inventory',
  '/dashboard/shipments',
  '/dashboard/account-settings',
]

/** A demo customer's dashboard: the list pages and their own projects' pages. */
const dashboardAccount = async (baseURL: string, credentials: { email: string; password: string }) => {
  const login = await fetch(`${baseURL}/payload-api/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  }).then((response) => response.json() as Promise<{ token: string }>)
  const projects = await getJSON(`${baseURL}/payload-api/projects?limit=5&depth=0&select[name]=true`, login.token)
  return { credentials, paths: [...DASHBOARD_PAGES, ...projects.docs.map((doc: { id: number }) => `/dashboard/projects/${doc.id}`)] }
}

/** The storefront pages are those its sitemap lists, each rendered once before the run as a live site's would be. */
const planPaths = async (baseURL: string) => {
  const sitemap = await fetch(`${baseURL}/sitemap.xml`).then((response) => response.text())
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const storefrontPaths = ['/', '/', '/products', '/products?sort=price-asc', ...pages]
  for (const page of new Set(storefrontPaths)) await fetch(`${baseURL}${page}`).then((response) => response.arrayBuffer())
  const products = await getJSON(`${baseURL}/payload-api/products?limit=40&depth=0&select[title]=true`)
  const dashboardAccounts = []
  for (const credentials of CUSTOMERS) dashboardAccounts.push(await dashboardAccount(baseURL, credentials))
  return { productIds: products.docs.map((doc: { id: number }) => doc.id) as number[], storefrontPaths, dashboardAccounts }
}

/** Polls /healthz every five seconds for the whole run; any answer but 200 is counted. */
const watchHealth = (baseURL: string, until: number) => {
  const failures: string[] = []
  const done = (async () => {
    while (Date.now() < until) {
      const status = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.status, (error: Error) => error.message)
      if (status !== 200) failures.push(`${new Date().toISOString()} ${status}`)
      await new Promise((resolve) => setTimeout(resolve, 5_000))
    }
  })()
  return { failures, done }
}

/** Exactly once: every created document is there once, and nothing the users did not create. */
const checkWrites = async (baseURL: string, record: LoadRecord, plan: LoadPlan, startedAt: string) => {
  const login = await fetch(`${baseURL}/payload-api/staff-members/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  const { token } = (await login.json()) as { token: string }
  const api = `${baseURL}/payload-api`
  const enquiries = await getJSON(`${api}/enquiries?where[name][like]=${encodeURIComponent(`Load ${plan.runId}`)}&limit=100000&depth=0&select[name]=true&select[status]=true`, token)
  const shipper = await getJSON(`${api}/customers?where[email][equals]=${encodeURIComponent(SHIPPER.email)}&depth=0&select[email]=true`, token)
  const shipments = await getJSON(
    `${api}/shipments?where[customer][equals]=${shipper.docs[0].id}&where[createdAt][greater_than_equal]=${startedAt}&limit=100000&depth=0&select[status]=true`,
    token,
  )
  const negative = await getJSON(`${api}/inventory-items?where[quantityAvailable][less_than]=0&limit=0&depth=0`, token)

  const submitted = enquiries.docs.filter((doc: { status: string }) => doc.status === 'submitted').map((doc: { name: string }) => doc.name)
  const enquiryCounts = tally<string>(submitted)
  const shipmentCounts = tally<number>(shipments.docs.map((doc: { id: number }) => doc.id))
  const reportedShipments = new Set(record.shipmentIds)
  return [
    {
      check: 'every enquiry reported submitted exists exactly once',
      failures: record.enquiryNames.filter((name) => enquiryCounts.get(name) !== 1).length + submitted.filter((name: string) => !record.enquiryNames.includes(name)).length,
      total: record.enquiryNames.length,
    },
    {
      check: 'every shipment reported created exists exactly once',
      failures:
        record.shipmentIds.filter((id) => shipmentCounts.get(id) !== 1).length +
        [...shipmentCounts.keys()].filter((id) => !reportedShipments.has(id)).length +
        (record.shipmentIds.length - reportedShipments.size),
      total: record.shipmentIds.length,
    },
    { check: 'no inventory item below zero', failures: negative.totalDocs as number, total: negative.totalDocs as number },
  ]
}

/** Drives the users against a running server and reports; true when nothing erred and every check passed. */
const runLoad = async (baseURL: string, label: string): Promise<boolean> => {
  const paths = await planPaths(baseURL)
  const startedAt = new Date().toISOString()
  const plan: LoadPlan = { baseURL: baseURL, until: Infinity, ...paths, runId: Date.now().toString(36) }
  const record: LoadRecord = { samples: [], enquiryNames: [], shipmentIds: [] }
  const roles = Array.from({ length: users }, (_, index) => {
    const share = index / users
    if (share < 0.7) return 'storefront'
    if (share < 0.9) return 'dashboard'
    return index % 2 === 0 ? 'enquiry' : 'shipment'
  })
  const accountOf = (index: number) => paths.dashboardAccounts[index % paths.dashboardAccounts.length]!
  const signedIn = new Map<number, Client | null>()
  for (const [index, role] of roles.entries()) {
    if (role === 'dashboard') signedIn.set(index, await signIn(plan, record, role, accountOf(index).credentials))
    if (role === 'shipment') signedIn.set(index, await signIn(plan, record, role, SHIPPER))
  }
  const signIns = record.samples.splice(0)
  const signInTimes = signIns.map((sample) => sample.ms).sort((a, b) => a - b)
  console.log(
    `Signed in ${signIns.length} users one at a time before the run: p50 ${percentile(signInTimes, 0.5)} ms, p99 ${percentile(signInTimes, 0.99)} ms`,
  )
  // A failed sign-in still counts as an error of the run.
  record.samples.push(...signIns.filter((sample) => sample.error))

  plan.until = Date.now() + duration * 1000
  const health = watchHealth(baseURL, plan.until)
  console.log(`${users} users for ${duration} s against ${baseURL}…`)
  const started = performance.now()
  await Promise.all(
    roles.map((role, index) => {
      const client = signedIn.get(index)
      if (role === 'storefront') return browse(plan, record)
      if (role === 'enquiry') return sendEnquiries(plan, record, index)
      if (!client) return undefined
      if (role === 'dashboard') return useDashboard(plan, client, accountOf(index).paths)
      return createShipments(plan, record, client)
    }),
  )
  await health.done
  const seconds = (performance.now() - started) / 1000

  const groups: [Group, string][] = [
    ['storefront', 'storefront pages (70 %, think 1–3 s)'],
    ['dashboard', 'dashboard pages (20 %, think 2–5 s)'],
    ['enquiry', 'enquiry submissions (5 %, think 2–4 s)'],
    ['shipment', 'shipment creations (5 %, think 2–4 s)'],
  ]
  const rows = groups.map(([group, label]) => {
    const samples = record.samples.filter((sample) => sample.group === group)
    const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b)
    const p99 = percentile(latencies, 0.99)
    const bounded = group === 'storefront' || group === 'dashboard'
    return [
      label,
      String(samples.length),
      (samples.length / seconds).toFixed(1),
      String(percentile(latencies, 0.5)),
      String(percentile(latencies, 0.95)),
      String(p99),
      String(samples.filter((sample) => sample.error).length),
      bounded ? (p99 < TARGET_P99_MS ? 'yes' : 'NO') : '—',
    ]
  })
  const checks = await checkWrites(baseURL, record, plan, startedAt)
  const errors = record.samples.flatMap((sample) => (sample.error ? [sample.error] : []))

  console.log(`\n${label}, ${users} users for ${duration} s, ${record.samples.length} requests (${(record.samples.length / seconds).toFixed(0)} req/s)\n`)
  printTable(['route group', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', `p99 < ${TARGET_P99_MS} ms`], rows)
  console.log('')
  printTable(
    ['check', 'result'],
    [
      ...checks.map(({ check, failures, total }) => [check, failures === 0 ? `ok (${total})` : `FAILED: ${failures} of ${total}`]),
      ['/healthz answered 200 every 5 s', health.failures.length === 0 ? 'ok' : `FAILED: ${health.failures.join(', ')}`],
    ],
  )
  for (const [error, times] of tally(errors)) console.log(`  error ×${times}: ${error}`)
  return errors.length === 0 && health.failures.length === 0 && checks.every((check) => check.failures === 0)
}

const target = argument('base-url')
let passed: boolean
if (target) {
  passed = await runLoad(target, target)
} else {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })
  const database = createTestDatabase(kind)
  // Behind a load balancer: the users' own addresses arrive in X-Forwarded-For.
  const env = { ...database.env, PAYLOAD_SECRET: 'load-secret', TRUST_PROXY: 'true' }
  try {
    console.log(`Seeding ${database.label} with the demo data and a busy customer…`)
    runScript('scripts/seed.ts', [], env)
    runScript('scripts/bench-dashboard-seed.ts', [SHIPPER.email, SHIPPER.password], env)
    const app = await startServe(env, await freePort())
    try {
      passed = await runLoad(app.baseURL, database.label)
    } finally {
      await app.stop()
    }
  } finally {
    database.drop()
  }
}
process.exit(passed ? 0 : 1)
