/**
 * Starts the production server (scripts/serve.ts, compiled as `npm start` runs it: build-server.mjs)
 * as a child process for the benchmark, the page-cache tests and `npm run cluster`, and waits until
 * it answers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { buildServer, COMPILED_SERVER_ARGS } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** `stop` shuts the server down as a deploy would (SIGTERM), `kill` as a crash would (SIGKILL); `pid` is for the benchmark's CPU count. */
export type ServeProcess = { baseURL: string; pid: number; stop: () => Promise<void>; kill: () => Promise<void>; output: () => string }

/** SERVER_URL is the server's own address unless `env` names another (a balancer's, in front of it). */
export const startServe = async (env: Record<string, string>, port: number): Promise<ServeProcess> => {
  const baseURL = `http://127.0.0.1:${port}`
  buildServer()
  const child: ChildProcess = spawn(process.execPath, [...COMPILED_SERVER_ARGS, '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, SERVER_URL: baseURL, ...env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`)
    try {
      if ((await fetch(`${baseURL}/builds/latest.json`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not start in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  return { baseURL, pid: child.pid!, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), output: () => output }
}
