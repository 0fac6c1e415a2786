/**
 * `npm run load [-- --sqlite] [-- --users 200] [-- --duration 60]`: the production server on a
 * scratch PostgreSQL database (SQLite with --sqlite) with the demo data and one busy customer,
 * driven by scripted users (scripts/load-users.ts): 70 % browse the storefront, 20 % use the
 * dashboard signed in, 10 % send enquiries or create (and cancel half of) shipments, three staff
 * rename one shared project in bursts, and three card-payment races of five payments each are run.
 * Signed-in users sign in one at a time before the run (their sign-ins are timed apart); every user
 * starts at a random moment of its first pause. Reports req/s, p50, p95 and p99 per group and every
 * error, then the exactly-once checks of scripts/load-checks.ts. Exits non-zero when a check fails
 * or any request erred. Uses the build in NEXT_DIST_DIR (default .next), building it when missing.
 * `-- --base-url http://host:port` drives a server already running with the demo data, the load
 * shipper (scripts/bench-dashboard-seed.ts load-shipper@swagly.example load-shipper-2026) and
 * TRUST_PROXY=true, instead of starting one: this build on this machine, since the payment races
 * read the server action's id from the local build and the email check reads OUTBOX_DIR (default
 * data/outbox).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { freePort } from '../tests/support/app-server'
import { createTestDatabase } from '../tests/support/test-database'
import { percentile } from './latency'
import { getJSON, signInAs, tally, writeJSON } from './load-api'
import { runChecks } from './load-checks'
import { prepareRaceProjects, racePayments } from './load-payment-race'
import {
  browse,
  type Client,
  createShipments,
  editSharedProject,
  type Group,
  type LoadPlan,
  type LoadRecord,
  sendEnquiries,
  signIn,
  useDashboard,
} from './load-users'
import { argument } from './cli-argument'
import { printTable } from './markdown-table'
import { NODE_TS } from './node-ts.mjs'
import { startServe } from './serve-process'

const root = path.resolve(import.meta.dirname, '..')
const kind = process.argv.includes('--sqlite') ? 'sqlite' : 'postgres'
const users = Number(argument('users') ?? 200)
const duration = Number(argument('duration') ?? 60)
const TARGET_P99_MS = 500
const CONTENTION_USERS = 3
const PAYMENT_RACES = 3
const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
const CUSTOMERS = [
  { email: 'demo@swagly.example', password: 'demo-customer-2026' },
  { email: 'sam@northwind.example', password: 'demo-customer-2026' },
]
const SHIPPER = { email: 'load-shipper@swagly.example', password: 'load-shipper-2026' }

const runScript = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [...NODE_TS, script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })

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
      const status = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        (error: Error) => error.message,
      )
      if (status !== 200) failures.push(`${new Date().toISOString()} ${status}`)
      await new Promise((resolve) => setTimeout(resolve, 5_000))
    }
  })()
  return { failures, done }
}

/** Drives the users against a running server and reports; true when nothing erred and every check passed. */
const runLoad = async (baseURL: string, label: string, outboxDir: string): Promise<boolean> => {
  const paths = await planPaths(baseURL)
  const startedAt = new Date().toISOString()
  const plan: LoadPlan = { baseURL: baseURL, until: Infinity, ...paths, runId: Date.now().toString(36) }
  const record: LoadRecord = { samples: [], enquiryNames: [], shipmentIds: [], cancelledShipmentIds: [], sharedProjectNames: [], paymentRaces: [] }
  // The documents raced for belong to the first demo customer, made as staff and that customer would.
  const staff = await signInAs(baseURL, 'staff-members', STAFF)
  const owner = await signInAs(baseURL, 'customers', CUSTOMERS[0]!)
  const sharedProject = await writeJSON(baseURL, staff.token, '/projects', 'POST', { name: `Load ${plan.runId} shared`, customer: owner.id })
  const raceProjects = await prepareRaceProjects(baseURL, plan.runId, staff, owner, PAYMENT_RACES)
  const roles = Array.from({ length: users }, (_, index) => {
    const share = index / users
    if (index < CONTENTION_USERS) return 'contention'
    if (share < 0.7) return 'storefront'
    if (share < 0.9) return 'dashboard'
    return index % 2 === 0 ? 'enquiry' : 'shipment'
  })
  const accountOf = (index: number) => paths.dashboardAccounts[index % paths.dashboardAccounts.length]!
  const signedIn = new Map<number, Client | null>()
  for (const [index, role] of roles.entries()) {
    if (role === 'dashboard') signedIn.set(index, await signIn(plan, record, role, accountOf(index).credentials))
    if (role === 'shipment') signedIn.set(index, await signIn(plan, record, role, SHIPPER))
    if (role === 'contention') signedIn.set(index, await signIn(plan, record, role, STAFF, 'staff-members'))
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
  await Promise.all([
    racePayments(plan, record, raceProjects, Date.now()),
    ...roles.map((role, index) => {
      const client = signedIn.get(index)
      if (role === 'storefront') return browse(plan, record)
      if (role === 'enquiry') return sendEnquiries(plan, record, index)
      if (!client) return undefined
      if (role === 'dashboard') return useDashboard(plan, client, accountOf(index).paths)
      if (role === 'contention') return editSharedProject(plan, record, client, sharedProject.id, index)
      return createShipments(plan, record, client)
    }),
  ])
  await health.done
  const seconds = (performance.now() - started) / 1000

  const groups: [Group, string][] = [
    ['storefront', 'storefront pages (70 %, think 1–3 s)'],
    ['dashboard', 'dashboard pages (20 %, think 2–5 s)'],
    ['enquiry', 'enquiry submissions (5 %, think 2–4 s)'],
    ['shipment', 'shipment creations (5 %, think 2–4 s)'],
    ['cancel', 'shipment cancels (half the shipments, 1 or 3 at once)'],
    ['contention', `shared project renames (${CONTENTION_USERS} staff, 5–10 at once)`],
    ['payment', `card payment races (${PAYMENT_RACES} × 5 at once)`],
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
  console.log('Waiting for the email queue to drain, then checking…')
  const checks = await runChecks({
    api: `${baseURL}/payload-api`,
    token: staff.token,
    record,
    plan,
    startedAt,
    shipperEmail: SHIPPER.email,
    sharedProjectId: sharedProject.id,
    customerEmail: CUSTOMERS[0]!.email,
    outboxDir,
  })
  const errors = record.samples.flatMap((sample) => (sample.error ? [sample.error] : []))

  console.log(
    `\n${label}, ${users} users for ${duration} s, ${record.samples.length} requests (${(record.samples.length / seconds).toFixed(0)} req/s)\n`,
  )
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
  // A server on this machine with the default outbox; its emails are read from the same folder.
  passed = await runLoad(target, target, path.resolve(process.env.OUTBOX_DIR || path.join(root, 'data', 'outbox')))
} else {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })
  const database = createTestDatabase(kind)
  // Behind a load balancer: the users' own addresses arrive in X-Forwarded-For.
  const env = { ...database.env, PAYLOAD_SECRET: 'load-secret', TRUST_PROXY: 'true', DEMO_MODE: 'true' }
  try {
    console.log(`Seeding ${database.label} with the demo data and a busy customer…`)
    runScript('scripts/seed.ts', [], env)
    runScript('scripts/bench-dashboard-seed.ts', [SHIPPER.email, SHIPPER.password], env)
    const app = await startServe(env, await freePort())
    try {
      passed = await runLoad(app.baseURL, database.label, database.env.OUTBOX_DIR!)
    } finally {
      await app.stop()
    }
  } finally {
    database.drop()
  }
}
process.exit(passed ? 0 : 1)
