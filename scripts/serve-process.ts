/**
 * Starts the production server (scripts/serve.ts) as a child process for the benchmark and the
 * page-cache tests, and waits until it answers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { NODE_TS } from './node-ts.mjs'

const root = path.resolve(import.meta.dirname, '..')

export type ServeProcess = { baseURL: string; stop: () => Promise<void> }

export const startServe = async (env: Record<string, string>, port: number): Promise<ServeProcess> => {
  const baseURL = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [...NODE_TS, 'scripts/serve.ts', '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', SERVER_URL: baseURL, PORT: String(port) },
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
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
