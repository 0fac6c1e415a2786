import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

import { buildServer, COMPILED_SERVER_ARGS } from '../../scripts/build-server.mjs'
import { NODE_TS } from '../../scripts/node-ts.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** Seeds the demo data into the database described by `env` (migrations first). */
export const seedDatabase = (env: Record<string, string>) => {
  try {
    execFileSync(process.execPath, [...NODE_TS, 'scripts/seed.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const output = String((error as { stdout?: Buffer }).stdout ?? '') + String((error as { stderr?: Buffer }).stderr ?? '')
    throw new Error(`Seeding the test database failed:\n${output.slice(-4000)}`)
  }
}

/**
 * `stop` shuts the app down as a deploy would (SIGTERM); `kill` ends it at once, as a crash would
 * (SIGKILL); `output` is what it has logged, for a failing test to show.
 */
export type RunningApp = { baseURL: string; stop: () => Promise<void>; kill: () => Promise<void>; output: () => string }

/**
 * Starts the production build as production serves it (`npm run serve`: Next.js behind its page
 * caches, scripts/serve.ts compiled by scripts/build-server.mjs) against `env` and waits until it answers.
 */
export const startApp = async (env: Record<string, string>, fixedPort?: number): Promise<RunningApp> => {
  const port = fixedPort ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  buildServer()
  const child: ChildProcess = spawn(process.execPath, [...COMPILED_SERVER_ARGS, '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', SERVER_URL: baseURL, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output}`)
    try {
      const response = await fetch(`${baseURL}/payload-api/globals/site-settings?depth=0`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not start in time:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    process.kill(-child.pid!, signal)
    await new Promise((resolve) => child.once('exit', resolve))
  }
  return { baseURL, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), output: () => output }
}
