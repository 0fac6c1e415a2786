#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a running app on SQLite with demo data.
 * Creates a local secret on first run, applies migrations, seeds an empty database, builds when
 * the build is missing or older than the sources, then serves on PORT (default 3000).
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { NODE_TS } from './node-ts.mjs'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, 'data')
mkdirSync(dataDir, { recursive: true })

if (!process.env.PAYLOAD_SECRET) {
  const secretFile = path.join(dataDir, '.payload-secret')
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

// The demo has no Stripe keys: its share links take the offline test card unless told otherwise.
process.env.ALLOW_TEST_PAYMENTS ??= 'true'

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })

const newestMtime = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name)
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs
    return Math.max(newest, mtime)
  }, 0)

run(process.execPath, [...NODE_TS, 'scripts/seed.ts', '--if-empty'])

const buildId = path.join(root, '.next', 'BUILD_ID')
if (process.argv.includes('--rebuild') || !existsSync(buildId) || newestMtime(path.join(root, 'src')) > statSync(buildId).mtimeMs) {
  run('npx', ['next', 'build'], { NODE_ENV: 'production' })
}

const port = process.env.PORT || '3000'
// The production server: Next.js behind the storefront's and the dashboard's page caches (scripts/serve.ts).
const server = spawn(process.execPath, [...NODE_TS, 'scripts/serve.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } })
console.log(`\nSwagly is starting at ${process.env.SERVER_URL || `http://localhost:${port}`}`)
console.log('Admin: admin@swagly.example / demo-admin-2026  ·  Customer: demo@swagly.example / demo-customer-2026\n')
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
