/**
 * `npm run bench [-- --products 5000,50000] [-- --postgres] [-- --only pages|api|search|lifetime|accept-encoding|stages] [-- --runs 3]`: for each
 * catalogue size, fills a scratch database, starts the production server (scripts/serve.ts) and
 * measures with autocannon (10 s per route): the public catalogue API at 20 connections, as anonymous
 * visitors get it (public API cache), forced fresh (GraphQL by the read lane) and forced fresh through Next.js
 * (the reference), and forced fresh through the cluster; then the cached storefront pages
 * (home, products, a category, a product) at 50 connections, served three ways side by side: by
 * nginx from disk (the same bytes: the reference), by the cluster and by the single-machine
 * default. The cluster is two instances behind the shipped nginx (`npm run cluster`, with Redis:
 * the deployment for a machine with more than one core). The server's CPU per request
 * (scripts/bench/process-cpu.ts) is reported with a ratio to the reference's. `--only search` measures
 * the search suggestions instead, as visitors typing ask for them (scripts/bench/search-latency.ts),
 * against a 50 ms p95 target. `--only lifetime` measures a page's throughput while young and from the
 * moment its lifetime ends (scripts/bench/page-lifetime.ts; it waits out the lifetime, a minute).
 * `--only accept-encoding [-- --rounds 10]` measures the server's CPU for a page asked for with a
 * differently spelt Accept-Encoding each time, against identical requests, in rounds of 100 each
 * (scripts/bench/accept-encoding.ts; target within 1.5×). `--only stages [-- --stages page-cache,brotli]`
 * measures what each performance stage of the server buys, against a server with it switched off
 * (scripts/bench/server-stages.ts; docs/performance-server-stages.md).
 * Nothing here is a test.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'

import { PERFORMANCE_STAGES, stagesNamed } from '../src/platform/server/server-stages'
import { freePort } from '../tests/support/app-server'
import { measureAcceptEncodingSpread } from './bench/accept-encoding'
import { type Measured, measureWithCpu, row } from './bench/measured-runs'
import { duration, kind, only, pageConnections, runs, sizes, typists } from './bench/options'
import { measureAcrossPageLifetime } from './bench/page-lifetime'
import { apiRoutes, browser, measure, pageRoutes, type Route, uncachedLane } from './bench/routes'
import { measureSuggestions } from './bench/search-latency'
import { measureServerStages, stageRow } from './bench/server-stages'
import { savePages, serveFolder } from './bench/static-pages'
import { argument } from './cli-argument'
import { DEFAULT_REDIS_URL, startCluster } from './cluster/start-cluster'
import { printTable } from './markdown-table'
import { NODE_TS } from './node-ts.mjs'
import { startServe } from './serve-process'
import { createTestDatabase } from '../tests/support/test-database'

const root = path.resolve(import.meta.dirname, '..')
const measuresApi = only === undefined || only === 'api'
const measuresPages = only === undefined || only === 'pages'

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' })
}

const SINGLE = 'one instance (npm run serve)'
const CLUSTER = 'cluster: nginx + 2 instances'
/** Each API route's uncached read through Next.js on one instance: the reference of every uncached row. */
const throughNextJs = new Map<Route, Measured>()
const rows: string[][] = []
const pageRows: string[][] = []
const searchRows: string[][] = []
const lifetimeRows: string[][] = []
const acceptEncodingRows: string[][] = []
const stageRows: string[][] = []
const loadAtStart = loadavg()
const stages = argument('stages') === undefined ? [...PERFORMANCE_STAGES] : [...stagesNamed(argument('stages')!)]

for (const size of sizes) {
  const database = createTestDatabase(kind)
  const env = { ...database.env, PAYLOAD_SECRET: 'bench-secret' }
  const scratch = mkdtempSync(path.join(tmpdir(), 'swagly-bench-'))
  // nginx's workers run as an unprivileged user, who must read the saved pages.
  chmodSync(scratch, 0o755)
  try {
    execFileSync(process.execPath, [...NODE_TS, 'scripts/bench-seed.ts', String(size)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    const app = await startServe(env, await freePort())
    const pages = pageRoutes
    const single: Measured[] = []
    let savedPaths: string[] = []
    try {
      // Each API route as anonymous visitors get it (public API cache), forced fresh, and forced fresh through Next.js.
      if (only === 'lifetime') {
        const route = pages[1]!
        const { young, expiring } = await measureAcrossPageLifetime(app.baseURL, route.path, browser, () => measure(app.baseURL, route))
        for (const [label, result] of [
          ['young', young],
          ['its lifetime ending as the run starts', expiring],
        ] as const) {
          lifetimeRows.push([
            database.label,
            size.toLocaleString('en-AU'),
            route.path,
            label,
            result.requests.average.toFixed(0),
            String(result.latency.p50),
            String(result.latency.p99),
            String(result.errors + result.non2xx),
          ])
        }
        lifetimeRows.push([
          database.label,
          size.toLocaleString('en-AU'),
          route.path,
          'expiring vs young',
          `${(expiring.requests.average / young.requests.average).toFixed(2)}×`,
          '',
          '',
          '',
        ])
      }
      if (only === 'accept-encoding') {
        const route = pages[1]!
        const cost = await measureAcceptEncodingSpread(`${app.baseURL}${route.path}`, [app.pid], Number(argument('rounds') ?? 10))
        acceptEncodingRows.push([
          database.label,
          size.toLocaleString('en-AU'),
          route.path,
          String(cost.requests),
          (cost.identicalMs / cost.requests).toFixed(3),
          (cost.distinctMs / cost.requests).toFixed(3),
          `${(cost.distinctMs / cost.identicalMs).toFixed(2)}×`,
        ])
      }
      if (only === 'stages') stageRows.push(...(await measureServerStages(app, env, stages)).map(stageRow))
      if (only === 'search') {
        const { uncached, cached } = await measureSuggestions(app.baseURL, typists)
        for (const [label, latency] of [
          ['uncached (database)', uncached],
          ['cached', cached],
        ] as const) {
          searchRows.push([
            database.label,
            size.toLocaleString('en-AU'),
            label,
            String(typists),
            String(latency.requests),
            String(latency.p50),
            String(latency.p95),
            String(latency.p99),
            String(latency.errors),
          ])
        }
      }
      for (const route of measuresApi ? apiRoutes : []) {
        const cached = await measureWithCpu(app.baseURL, { ...route, label: route.name }, [app.pid])
        const fresh = uncachedLane(route)
        const lane = await measureWithCpu(app.baseURL, fresh, [app.pid])
        const nextJs = await measureWithCpu(
          app.baseURL,
          { ...fresh, label: `${route.name}, uncached through Next.js`, headers: { ...fresh.headers, ...route.throughNextJs } },
          [app.pid],
        )
        throughNextJs.set(route, nextJs)
        rows.push(
          row(database.label, size, SINGLE, cached),
          row(database.label, size, SINGLE, lane, nextJs),
          row(database.label, size, SINGLE, nextJs, nextJs),
        )
      }
      if (measuresPages) {
        for (const route of pages) single.push(await measureWithCpu(app.baseURL, route, [app.pid]))
        savedPaths = await savePages(
          app.baseURL,
          pages.map((route) => route.path),
          browser,
          path.join(scratch, 'pages'),
        )
      }
    } finally {
      await app.stop()
    }
    if (!measuresApi && !measuresPages) continue

    const reference: Measured[] = []
    if (measuresPages) {
      const staticPort = await freePort()
      const nginx = await serveFolder(path.join(scratch, 'pages'), staticPort, path.join(scratch, 'static-nginx'))
      try {
        for (const [index, route] of pages.entries()) {
          reference.push(await measureWithCpu(`http://127.0.0.1:${staticPort}`, { ...route, path: savedPaths[index]! }, [nginx.pid]))
        }
      } finally {
        await nginx.stop()
      }
    }

    const cluster = await startCluster({
      instances: 2,
      port: await freePort(),
      env: { ...env, REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL },
    })
    const clustered: Measured[] = []
    try {
      const servers = [cluster.nginx.pid, ...cluster.instances.map((instance) => instance.pid)]
      // Uncached reads are where one instance's single thread sets the latency: a second one halves the queue.
      for (const route of measuresApi ? apiRoutes : []) {
        rows.push(row(database.label, size, CLUSTER, await measureWithCpu(cluster.baseURL, uncachedLane(route), servers), throughNextJs.get(route)))
      }
      for (const route of measuresPages ? pages : []) clustered.push(await measureWithCpu(cluster.baseURL, route, servers))
    } finally {
      await cluster.stop()
    }
    clustered.forEach((measured, index) => {
      pageRows.push(row(database.label, size, 'nginx, from disk', reference[index]!, reference[index]))
      pageRows.push(row(database.label, size, CLUSTER, measured, reference[index]))
      pageRows.push(row(database.label, size, SINGLE, single[index]!, reference[index]))
    })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    database.drop()
  }
}

if (stageRows.length > 0) {
  console.log(
    `\nEach stage on vs a server with it off (SERVER_STAGES_OFF), ${duration} s runs alternating, the median of ${runs}; load average (1, 5, 15 min) ${loadAtStart.map((load) => load.toFixed(1)).join(' ')} at the start, ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} at the end\n`,
  )
  printTable(['stage', 'figure', 'on', 'off', 'on vs off', 'gain with it'], stageRows)
}
if (searchRows.length > 0) {
  console.log('\nSearch suggestions (GET /api/search/suggestions), every prefix typed of common searches; target p95 under 50 ms\n')
  printTable(['database', 'products', 'answered from', 'typists', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], searchRows)
}
if (lifetimeRows.length > 0) {
  console.log(
    `\nA storefront page across the end of its lifetime (autocannon, ${duration} s each, ${pageConnections} connections); target: no drop in req/s\n`,
  )
  printTable(['database', 'products', 'page', 'run', 'req/s', 'p50 ms', 'p99 ms', 'errors'], lifetimeRows)
}
if (acceptEncodingRows.length > 0) {
  console.log('\nA storefront page asked for with a different Accept-Encoding each time (`br, x-1` …) vs identical requests; target within 1.5×\n')
  printTable(
    ['database', 'products', 'page', 'requests of each', 'CPU ms/request identical', 'CPU ms/request distinct', 'distinct vs identical'],
    acceptEncodingRows,
  )
}
const header = ['database', 'products', 'server', 'route', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/request', 'CPU vs nginx', 'errors']
if (rows.length > 0 || pageRows.length > 0) {
  console.log(`\nautocannon: ${duration} s per run, the median of ${runs} runs per route after a warm-up run; CPU of the server's processes only\n`)
}
if (rows.length > 0) {
  console.log('\nThe public API (CPU vs through Next.js: per request, against the same uncached read sent through Next.js)\n')
  printTable(
    header.map((name) => (name === 'CPU vs nginx' ? 'CPU vs through Next.js' : name)),
    rows,
  )
}
if (pageRows.length > 0) {
  console.log('\nStorefront pages, anonymous, served three ways (CPU vs nginx: per request, against nginx sending the same bytes from disk)\n')
  printTable(header, pageRows)
}
