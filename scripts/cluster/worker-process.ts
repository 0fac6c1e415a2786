/** `npm run worker` (scripts/worker.ts) as a child process, started once it runs the jobs queue. */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { NODE_TS } from '../node-ts.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const READY = 'Worker running the jobs queue'

export type WorkerProcess = { stop: () => Promise<void>; output: () => string }

export const startWorker = async (env: Record<string, string>): Promise<WorkerProcess> => {
  const child: ChildProcess = spawn(process.execPath, [...NODE_TS, '--import', './scripts/tracing.ts', 'scripts/worker.ts'], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  while (!output.includes(READY)) {
    if (child.exitCode !== null) throw new Error(`The worker exited early:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The worker did not start in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
    output: () => output,
  }
}
