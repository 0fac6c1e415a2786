#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a running demo on SQLite.
 * Creates a local secret on first run, applies migrations, seeds its own empty scratch database
 * (data/swag.db), builds when the build is missing or older than the sources, then serves on PORT
 * (default 3000) in demo mode and, once the server answers, ends with the address, the demo logins
 * and where email goes. Pointed at any other database it loads no demo and runs as production
 * would, unless told `-- --demo`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { buildServer, COMPILED_SERVER_ARGS } from './build-server.mjs'
import { compressStaticAssets } from './compress-static.mjs'
import { localPayloadSecret } from './local-secret.mjs'
import { NODE_TS } from './node-ts.mjs'
import { stillWorking } from './still-working.mjs'
import { welcome } from './welcome.mjs'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, 'data')
mkdirSync(dataDir, { recursive: true })

process.env.PAYLOAD_SECRET = localPayloadSecret()

const scratchDatabase = path.join(dataDir, 'swag.db')
const onScratchDatabase = !process.env.DATABASE_URL && (!process.env.SQLITE_PATH || path.resolve(process.env.SQLITE_PATH) === scratchDatabase)
const demo = onScratchDatabase || process.argv.includes('--demo')
// The demo has no Stripe keys: its share links take the offline test card, and its published logins are allowed.
if (demo) process.env.DEMO_MODE = 'true'

const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)),
    )
  })

/**
 * Does `work`, a step that can be quiet for minutes. On a terminal the seed's progress bars and
 * Next.js's own output show it working; anywhere else (a container's log, CI) a still-working line
 * every 15 s does.
 */
const showingProgress = async (activity, work) => {
  const stop = process.stdout.isTTY ? () => {} : stillWorking(activity)
  try {
    await work()
  } finally {
    stop()
  }
}

const newestMtime = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name)
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs
    return Math.max(newest, mtime)
  }, 0)

/**
 * Starts one of the demo's stand-ins for an outside service (scripts/<name>-stand-in.ts) on its
 * port and points the server's settings for that service at it.
 */
const startStandIn = (script, portVariable, defaultPort, settingsFor) => {
  const standInPort = process.env[portVariable] || defaultPort
  Object.assign(process.env, settingsFor(`http://127.0.0.1:${standInPort}`))
  return spawn(process.execPath, [...NODE_TS, script], { cwd: root, stdio: 'inherit', env: { ...process.env, [portVariable]: standInPort } })
}

const startXeroStandIn = () =>
  startStandIn('scripts/xero-stand-in.ts', 'XERO_STAND_IN_PORT', '3011', (url) => ({
    XERO_CLIENT_ID: 'swagly-demo',
    XERO_CLIENT_SECRET: 'swagly-demo-secret',
    XERO_LOGIN_URL: url,
    XERO_IDENTITY_URL: url,
    XERO_API_URL: url,
  }))

// The demo's carriers quote, sell labels and manifest from local stand-ins that take these credentials.
const startAusPostStandIn = () =>
  startStandIn('scripts/auspost-stand-in.ts', 'AUSPOST_STAND_IN_PORT', '3012', (url) => ({
    AUSPOST_API_URL: url,
    AUSPOST_API_KEY: 'swagly-demo',
    AUSPOST_API_PASSWORD: 'swagly-demo-password',
    AUSPOST_ACCOUNT_NUMBER: '0001234567',
  }))

const startShippitStandIn = () =>
  startStandIn('scripts/shippit-stand-in.ts', 'SHIPPIT_STAND_IN_PORT', '3013', (url) => ({
    SHIPPIT_API_URL: `${url}/api/3`,
    SHIPPIT_API_KEY: 'swagly-demo',
  }))

const minutes = (seconds) => (seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 30) / 2} minutes`)

if (demo) {
  console.log('\n▸ Database: applying migrations, then loading the demo data if it is empty (a few minutes the first time)')
  await showingProgress('preparing the database', () => run(process.execPath, [...NODE_TS, 'scripts/seed.ts', '--if-empty']))
} else {
  const database = process.env.DATABASE_URL ? 'the PostgreSQL database at DATABASE_URL' : `the SQLite file ${process.env.SQLITE_PATH}`
  console.log(
    [
      `\n▸ Database: ${database} is not npm start's own scratch file (data/swag.db), so no demo data is loaded`,
      '  (the demo brings logins whose passwords are published) and the server runs as in production: no test card,',
      '  and it will not start while a staff account has a demo password. Add the first staff account at /admin',
      '  or with `npm run create-staff`. To load the demo into this database anyway: npm start -- --demo',
    ].join('\n'),
  )
}

const buildId = path.join(root, '.next', 'BUILD_ID')
if (process.argv.includes('--rebuild') || !existsSync(buildId) || newestMtime(path.join(root, 'src')) > statSync(buildId).mtimeMs) {
  // The last build's time on this machine; before the first, about 150 s on two cores, less on more.
  const lastBuild = path.join(dataDir, '.build-seconds')
  const expected = existsSync(lastBuild) ? Number(readFileSync(lastBuild, 'utf8')) : 300 / Math.min(availableParallelism(), 4)
  console.log(`\n▸ Building the app: about ${minutes(expected)} on this machine; it rebuilds only when the sources change`)
  const started = Date.now()
  await showingProgress('building', async () => {
    await run('npx', ['next', 'build'], { NODE_ENV: 'production' })
    await compressStaticAssets()
  })
  const seconds = (Date.now() - started) / 1000
  writeFileSync(lastBuild, String(Math.round(seconds)))
  console.log(`\n▸ Built in ${minutes(seconds)}`)
}

const port = process.env.PORT || '3000'
const address = process.env.SERVER_URL || `http://localhost:${port}`
// The demo's Xero is the local stand-in, unless this server is registered with the real one.
const xeroStandIn = demo && !process.env.XERO_CLIENT_ID ? startXeroStandIn() : null
// Its carriers likewise, unless this server has an account with the real one.
const carrierStandIns = demo
  ? [!process.env.AUSPOST_API_KEY && startAusPostStandIn(), !process.env.SHIPPIT_API_KEY && startShippitStandIn()].filter(Boolean)
  : []
console.log('\n▸ Starting the server')
// The production server: Next.js behind the storefront's and the dashboard's page caches (scripts/serve.ts),
// compiled to JavaScript (build-server.mjs). Its output is passed through; its "Ready on" line says it
// listens, and the welcome block follows.
buildServer()
const server = spawn(process.execPath, COMPILED_SERVER_ARGS, {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  // Its output comes through a pipe, so the server would log JSON: a person at a terminal reads colours.
  env: { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json', ...process.env, PORT: port },
})
let welcomed = false
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (!welcomed && String(chunk).includes('Ready on')) {
    welcomed = true
    console.log(welcome(address, { demo, xeroStandIn: xeroStandIn !== null, carrierStandIns: carrierStandIns.length > 0 }))
  }
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    xeroStandIn?.kill(signal)
    for (const standIn of carrierStandIns) standIn.kill(signal)
    server.kill(signal)
  })
server.on('exit', (code) => process.exit(code ?? 0))
