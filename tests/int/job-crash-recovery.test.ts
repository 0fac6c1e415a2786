import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startApp, type RunningApp } from '../support/app-server'
import { cookieValue, DEMO, setCookie } from '../support/http'
import { eventually } from '../support/eventually'
import { rowsOf } from '../support/raw-sql'
import { startReceiver } from '../support/webhook-receiver'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Where the killed runner works. PostgreSQL: the suite's own database, beside the suite's server
 * (which runs the queue too). SQLite runs as one instance per file (docs/databases.md, SQLite), so there the
 * runner gets a copy of the suite's database to itself.
 */
let env: Record<string, string>
let copyDir: string | undefined
const databaseForRunner = async (): Promise<Record<string, string>> => {
  const suite = inject('databaseEnv')
  if (suite.DATABASE_URL) return suite
  copyDir = mkdtempSync(path.join(tmpdir(), 'swag-crash-'))
  const copy = path.join(copyDir, 'crash.db')
  const client = createClient({ url: `file:${suite.SQLITE_PATH}` })
  await client.execute({ sql: 'VACUUM INTO ?', args: [copy] })
  client.close()
  return { ...suite, SQLITE_PATH: copy, OUTBOX_DIR: path.join(copyDir, 'outbox') }
}

// The runner runs the queue every second and delivers slowly (the outbox's test-only delay), so it
// is still holding its batch when it is killed.
const runnerEnv = (extra: Record<string, string>) => ({ ...env, JOBS_AUTORUN_CRON: '* * * * * *', ...extra })

let runner: RunningApp

/** One JSON request to the runner, from an address of its own (the per-IP limits see separate clients). */
const call = async (route: string, init: { method?: string; cookie?: string; token?: string; body: unknown }) => {
  const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`
  const response = await fetch(`${runner.baseURL}/payload-api${route}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: JSON.stringify(init.body),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** Every email the runner's outbox holds (shared with the suite's server on PostgreSQL). */
const outbox = async (): Promise<{ to: string; subject: string }[]> => {
  const files = (await readdir(env.OUTBOX_DIR!).catch(() => [] as string[])).filter((name) => name.endsWith('.json'))
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(env.OUTBOX_DIR!, name), 'utf8'))))
}

/** Each enquiry sends two emails: the confirmation to the visitor and the notice to staff naming them. */
const deliveries = async (visitors: string[]) => {
  const emails = await outbox()
  return visitors.flatMap((visitor) => [
    { email: `to ${visitor}`, count: emails.filter((email) => email.to === visitor).length },
    { email: `to staff about ${visitor}`, count: emails.filter((email) => email.to !== visitor && email.subject.includes(visitor)).length },
  ])
}
const delivered = async (visitors: string[]) => (await deliveries(visitors)).filter((entry) => entry.count > 0).length

/**
 * Messages to these visitors whose delivery the runner has recorded (the job's `delivered_at`). A
 * crash between the outbox write and that record is the one window where a message may go twice,
 * so the runner is killed only after a record, never inside that window.
 */
const recorded = async (visitors: string[]) => {
  const input = env.DATABASE_URL ? 'input::text' : 'input'
  const mentions = visitors.map((visitor) => `${input} like '%${visitor}%'`).join(' or ')
  const rows = await rowsOf(`select count(*) as n from payload_jobs where delivered_at is not null and (${mentions})`, env)
  return Number(rows[0]!.n)
}

/** A visitor with a pending enquiry, ready to submit. */
const visitorWithEnquiry = async (product: number) => {
  const email = `crash-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const created = await call('/customers/create-inactive', { body: { email } })
  const cookie = cookieValue(setCookie(created.headers, 'inactive-customer'))
  const enquiry = await call('/enquiries', { cookie, body: { name: 'Crash kit', customer: created.body.customer.id, items: [{ product }] } })
  expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201)
  return { email, cookie, enquiryId: enquiry.body.doc.id as number }
}

const submit = async ({ cookie, enquiryId }: Awaited<ReturnType<typeof visitorWithEnquiry>>) => {
  const response = await call(`/enquiries/${enquiryId}`, { method: 'PATCH', cookie, body: { status: 'submitted' } })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

/**
 * Jobs earlier test files queued and the suite's server has not run yet (a list of invitations
 * queues dozens). The slow runner would claim them first, two seconds each, before this file's
 * emails; so it starts only once none is left to run now.
 */
const queueSettled = async () => {
  const now = new Date().toISOString()
  const due = `select count(*) as n from payload_jobs where completed_at is null and not coalesce(has_error, false)
    and (wait_until is null or wait_until <= '${now}')`
  const deadline = Date.now() + 120_000
  while (Number((await rowsOf(due))[0]!.n) > 0 && Date.now() < deadline) await sleep(500)
}

beforeAll(async () => {
  await queueSettled()
  env = await databaseForRunner()
  runner = await startApp(runnerEnv({ OUTBOX_DELAY_MS: '2000' }))
})

afterAll(async () => {
  await runner?.stop()
  if (copyDir) rmSync(copyDir, { recursive: true, force: true })
})

describe('a job runner killed while holding a batch', () => {
  it('loses no email and sends none twice once a runner is back', { timeout: 240_000 }, async () => {
    const products = await fetch(`${runner.baseURL}/payload-api/products?limit=1&depth=0`).then((response) => response.json())
    const visitors = await Promise.all([1, 2, 3].map(() => visitorWithEnquiry(products.docs[0].id)))
    const addresses = visitors.map((entry) => entry.email)

    // On PostgreSQL the suite's server runs the queue every 5 s, on the 5 s mark: submit just after
    // one, so the runner, ticking every second, picks the emails first.
    await sleep(5_000 - (Date.now() % 5_000) + 100)
    for (const entry of visitors) await submit(entry)

    // Killed once it has delivered the first and recorded it: the next is in the middle of delivery,
    // the rest wait.
    // The count read just before the kill: a finished batch's jobs may be gone by the next read.
    const deadline = Date.now() + 60_000
    let recordedBeforeKill = 0
    while ((recordedBeforeKill = await recorded(addresses)) === 0 && Date.now() < deadline) await sleep(50)
    await runner.kill()
    const log = runner.output().slice(-4000)
    expect(recordedBeforeKill, log).toBeGreaterThan(0)

    // No one else sends what the dead runner holds (on PostgreSQL the suite's server ticks meanwhile).
    await sleep(7_000)
    expect(await delivered(addresses), log).toBeLessThan(addresses.length * 2)

    // Back up, it finds the jobs held longer than a run can take and sends each one once.
    runner = await startApp(runnerEnv({ JOBS_STALLED_AFTER_SECONDS: '3' }))
    const recovered = Date.now() + 60_000
    while ((await delivered(addresses)) < addresses.length * 2 && Date.now() < recovered) await sleep(250)
    await sleep(6_000) // room for a second, wrong, delivery to arrive
    expect(await deliveries(addresses), runner.output().slice(-4000)).toEqual(
      addresses.flatMap((address) => [
        { email: `to ${address}`, count: 1 },
        { email: `to staff about ${address}`, count: 1 },
      ]),
    )
  })

  it('loses no webhook event: the one it was sending goes again, with the same id', { timeout: 240_000 }, async () => {
    const receiver = await startReceiver((nth) => (nth === 1 ? 200 : 'hang'))
    try {
      // A receiver that answers slower than the runner lives: the try is in flight when it is killed.
      await runner.stop()
      runner = await startApp(runnerEnv({ WEBHOOK_TIMEOUT_SECONDS: '30' }))
      const login = await call('/customers/login', { body: DEMO.customerA })
      const token = login.body.token as string
      const made = await call('/webhook-endpoints/create', { token, body: { url: receiver.url, events: ['stock.low'] } })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      const tested = await call(`/webhook-endpoints/${made.body.endpoint}/test`, { token, body: {} })
      expect(tested.body.answer?.status, JSON.stringify(tested.body)).toBe(200)
      const [delivery] = await rowsOf(`select id from webhook_deliveries where endpoint_id = ${made.body.endpoint}`, env)
      await sleep(5_000 - (Date.now() % 5_000) + 100) // just after the suite's server's tick, as above
      expect((await call(`/webhook-deliveries/${delivery!.id}/resend`, { token, body: {} })).status).toBe(202)

      const deadline = Date.now() + 30_000
      while (receiver.received.length < 2 && Date.now() < deadline) await sleep(100)
      expect(receiver.received.length, runner.output().slice(-4000)).toBe(2)
      await runner.kill()
      receiver.answerWith(() => 200)

      runner = await startApp(runnerEnv({ JOBS_STALLED_AFTER_SECONDS: '3' }))
      const recovered = Date.now() + 60_000
      while (receiver.received.length < 3 && Date.now() < recovered) await sleep(250)
      const ids = receiver.received.map((entry) => entry.headers['webhook-id'])
      expect(ids, runner.output().slice(-4000)).toEqual([ids[0], ids[0], ids[0]])
      // The runner records the answer just after the receiver has the event.
      const status = async () => (await rowsOf(`select status from webhook_deliveries where id = ${delivery!.id}`, env))[0]!.status
      expect(await eventually(status, (value) => value === 'succeeded')).toBe('succeeded')
      // Removed, so later stock changes send nothing to a receiver that is gone.
      expect((await call(`/webhook-endpoints/${made.body.endpoint}/remove`, { token, body: {} })).status).toBe(200)
    } finally {
      await receiver.close()
    }
  })
})
