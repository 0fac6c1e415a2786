import { type ChildProcess, spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NODE_TS } from '../../scripts/node-ts.mjs'
import { rowsOf } from '../support/raw-sql'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const root = path.resolve(import.meta.dirname, '..', '..')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `npm run worker` runs the jobs queue on its own, even where JOBS_AUTORUN=false keeps the web
 * instances out of it. On a database of its own (it applies the migrations itself), so that the
 * suite's server, which runs the queue too, cannot be the one that delivers.
 */
describe('the jobs worker', () => {
  let database: TestDatabase
  let worker: ChildProcess
  let output = ''

  beforeAll(async () => {
    database = createTestDatabase(inject('databaseLabel') === 'PostgreSQL' ? 'postgres' : 'sqlite')
    worker = spawn(process.execPath, [...NODE_TS, 'scripts/worker.ts'], {
      cwd: root,
      env: { ...process.env, ...database.env, PAYLOAD_SECRET: 'worker-test-secret', JOBS_AUTORUN: 'false', JOBS_AUTORUN_CRON: '* * * * * *' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout?.on('data', (chunk) => (output += chunk))
    worker.stderr?.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 120_000
    while (!output.includes('Worker running the jobs queue')) {
      if (worker.exitCode !== null || Date.now() > deadline) throw new Error(`The worker did not start:\n${output.slice(-4000)}`)
      await sleep(250)
    }
  }, 150_000)

  afterAll(() => {
    if (worker?.exitCode === null) worker.kill('SIGKILL')
    database?.drop()
  })

  it('delivers a queued email once, then stops cleanly on SIGTERM', { timeout: 60_000 }, async () => {
    const input = JSON.stringify({ email: { to: 'worker@example.com', subject: 'From the worker', html: '<p>Hello</p>', text: 'Hello' } })
    const now = new Date().toISOString()
    await rowsOf(
      `insert into payload_jobs (input, task_slug, queue, total_tried, processing, has_error, created_at, updated_at)
       values ('${input}', 'sendEmail', 'default', 0, false, false, '${now}', '${now}')`,
      database.env,
    )
    const delivered = async () => {
      const files = (await readdir(database.env.OUTBOX_DIR!).catch(() => [] as string[])).filter((name) => name.endsWith('.json'))
      const emails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(database.env.OUTBOX_DIR!, name), 'utf8'))))
      return emails.filter((email: { subject: string }) => email.subject === 'From the worker')
    }
    const deadline = Date.now() + 30_000
    while ((await delivered()).length === 0 && Date.now() < deadline) await sleep(250)
    await sleep(3_000) // room for a second, wrong, delivery
    expect(
      (await delivered()).map((email: { to: string }) => email.to),
      output.slice(-4000),
    ).toEqual(['worker@example.com'])

    const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)))
    worker.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
