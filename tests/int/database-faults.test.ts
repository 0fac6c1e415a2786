import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type RunningApp, startApp } from '../support/app-server'
import { freshCustomer } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy'

const onPostgres = inject('databaseLabel') === 'PostgreSQL'

/** Connections of the instance under test carry this name, so only they are terminated. */
const APPLICATION_NAME = 'swagly-fault-test'

/** The instance behind the proxy waits briefly, so each fault is over in seconds. */
const QUERY_TIMEOUT_MS = 3_000
const faultLimits = {
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_STATEMENT_TIMEOUT_MS: '2000',
  DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
  DATABASE_POOL_SIZE: '5',
  JOBS_AUTORUN: 'false',
}
/** One query timeout (a request gives up on the database after its first failure) and the app's own work. */
const ANSWER_WITHIN_MS = QUERY_TIMEOUT_MS + 2_000

type Answer = { status: number; ms: number; retryAfter: string | null; body: any }

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`

describe.skipIf(!onPostgres)('database faults (PostgreSQL only: SQLite is a file on the same machine, with no connection to lose)', () => {
  let proxy: TcpProxy
  let app: RunningApp
  let admin: pg.Client
  let staffToken: string
  let customer: { token: string; id: number }

  /** One request to the instance behind the proxy, timed. */
  const call = async (path: string, options: { token?: string; body?: unknown; method?: string } = {}): Promise<Answer> => {
    const started = performance.now()
    const response = await fetch(`${app.baseURL}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-forwarded-for': randomAddress(),
        // Anonymous reads would otherwise come from the public API cache, not the database.
        'cache-control': 'no-cache',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after'), body }
  }

  const healthz = () => call('/healthz')
  const productsRead = () => call('/payload-api/products?limit=2&depth=0')
  const ownAccount = () => call('/payload-api/customers/me', { token: customer.token })
  const newEnquiry = (label: string) =>
    call('/payload-api/enquiries', { token: customer.token, body: { name: `Fault ${label}`, type: 'wishlist', status: 'pending' } })

  const expectUnavailable = (answer: Answer, withinMs: number) => {
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toMatch(/^\d+$/)
    expect(answer.ms).toBeLessThan(withinMs)
  }

  /** The instance comes back by itself once the fault is gone: no restart. */
  const expectRecovered = async () => {
    const deadline = Date.now() + 20_000
    let last: [number, number] = [0, 0]
    while (Date.now() < deadline) {
      last = [(await healthz()).status, (await ownAccount()).status]
      if (last[0] === 200 && last[1] === 200) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(last).toEqual([200, 200])
    const me = await ownAccount()
    expect(me.body.user?.id).toBe(customer.id)
    expect((await newEnquiry('after recovery')).status).toBe(201)
  }

  beforeAll(async () => {
    const databaseEnv = inject('databaseEnv')
    const direct = new URL(databaseEnv.DATABASE_URL!)
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const proxied = new URL(direct)
    proxied.hostname = '127.0.0.1'
    proxied.port = String(proxy.port)
    proxied.searchParams.set('application_name', APPLICATION_NAME)
    app = await startApp({ ...databaseEnv, ...faultLimits, DATABASE_URL: proxied.toString() })
    admin = new pg.Client({ connectionString: direct.toString() })
    await admin.connect()
    staffToken = (await login('staff-members', DEMO.staff)).token
    customer = await freshCustomer(staffToken, 'faults')
  }, 180_000)

  afterAll(async () => {
    await app?.stop()
    proxy?.close()
    await admin?.end()
  })

  it('answers through the proxy while the database is reachable', async () => {
    expect((await healthz()).status).toBe(200)
    expect((await ownAccount()).body.user?.id).toBe(customer.id)
  })

  it('ten concurrent updates of one document cannot starve the pool: each is answered in time, and the instance serves on', async () => {
    const enquiry = await newEnquiry('contended')
    expect(enquiry.status).toBe(201)
    const updates = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(`/payload-api/enquiries/${enquiry.body.doc.id}`, { method: 'PATCH', token: customer.token, body: { notes: `update ${index}` } }),
      ),
    )
    for (const update of updates) {
      expect([200, 503]).toContain(update.status)
      expect(update.ms).toBeLessThan(ANSWER_WITHIN_MS)
    }
    expect((await healthz()).status).toBe(200)
    const after = await call(`/payload-api/enquiries/${enquiry.body.doc.id}`, { method: 'PATCH', token: customer.token, body: { notes: 'after' } })
    expect(after.status).toBe(200)
  }, 60_000)

  it('refused: /healthz, reads and the session lookup answer 503 with Retry-After, then it recovers', async () => {
    await proxy.setMode('refuse')
    proxy.killConnections()
    const [health, products, me] = await Promise.all([healthz(), productsRead(), ownAccount()])
    expectUnavailable(health, 2_000)
    expectUnavailable(products, ANSWER_WITHIN_MS)
    // Not 401 (a client would sign its user out) and not a 200 without a user.
    expectUnavailable(me, ANSWER_WITHIN_MS)
    // A signed-in customer's page is not sent to the sign-in form: it is answered 503 with
    // Retry-After, and its error page is handed the outage's digest, from which it shows
    // "503 - Temporarily unavailable". So is a public page that reads the catalogue.
    const [dashboard, catalogue] = await Promise.all([
      call('/dashboard/projects', { token: customer.token }),
      call(`/products/not-cached-${Date.now()}`),
    ])
    expectUnavailable(dashboard, ANSWER_WITHIN_MS * 2)
    expect(String(dashboard.body)).toContain('DATABASE_UNAVAILABLE')
    expectUnavailable(catalogue, ANSWER_WITHIN_MS * 2)
    await proxy.setMode('pass')
    await expectRecovered()
  }, 60_000)

  it('black-holed: /healthz answers 503 within 2 s beside a saturated pool, no request hangs, then it recovers', async () => {
    await proxy.setMode('black-hole')
    const requests = [...Array.from({ length: 8 }, ownAccount), productsRead()]
    await new Promise((resolve) => setTimeout(resolve, 200))
    const health = await healthz()
    expectUnavailable(health, 2_000)
    for (const answer of await Promise.all(requests)) expectUnavailable(answer, ANSWER_WITHIN_MS)
    await proxy.setMode('pass')
    await expectRecovered()
  }, 60_000)

  it('backends terminated every second: requests succeed or answer 503, never 500 or 401, and no acknowledged write is lost', async () => {
    let terminated = 0
    const terminate = () =>
      admin
        .query<{ count: string }>(
          'select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = current_database() and application_name = $1',
          [APPLICATION_NAME],
        )
        .then((result) => (terminated += Number(result.rows[0]!.count)))
    const killer = setInterval(() => void terminate(), 1_000)
    const answers: { kind: string; answer: Answer }[] = []
    const acknowledged: number[] = []
    const until = Date.now() + 10_000
    const user = async (index: number) => {
      for (let round = 0; Date.now() < until; round++) {
        answers.push({ kind: 'read', answer: await ownAccount() }, { kind: 'read', answer: await productsRead() })
        const write = await newEnquiry(`${index}-${round}`)
        answers.push({ kind: 'write', answer: write })
        if (write.status === 201) acknowledged.push(write.body.doc.id)
      }
    }
    try {
      await Promise.all([0, 1, 2, 3].map(user))
    } finally {
      clearInterval(killer)
    }

    expect(terminated).toBeGreaterThan(0)
    const unexpected = answers.filter(({ kind, answer }) => ![kind === 'write' ? 201 : 200, 503].includes(answer.status))
    expect(unexpected.map(({ kind, answer }) => `${kind} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)).toEqual([])
    expect(answers.filter(({ answer }) => answer.status === 503).every(({ answer }) => answer.retryAfter !== null)).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(0)

    await expectRecovered()
    const stored = await admin.query<{ id: number }>('select id from enquiries where id = any($1::int[])', [acknowledged])
    expect(stored.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b))
  }, 90_000)
})

describe.skipIf(!onPostgres)('a server action writing while backends are terminated', () => {
  let app: RunningApp
  let admin: pg.Client

  beforeAll(async () => {
    const databaseEnv = inject('databaseEnv')
    const named = new URL(databaseEnv.DATABASE_URL!)
    named.searchParams.set('application_name', `${APPLICATION_NAME}-actions`)
    app = await startApp({ ...databaseEnv, ...faultLimits, DATABASE_URL: named.toString(), JOBS_AUTORUN: 'false' })
    admin = new pg.Client({ connectionString: databaseEnv.DATABASE_URL })
    await admin.connect()
  }, 180_000)

  afterAll(async () => {
    await app?.stop()
    await admin?.end()
  })

  /** Ends the instance's database connections every 300 ms, until the interval is cleared. */
  const terminatingBackends = () =>
    setInterval(
      // Fire and forget: each tick stands alone, and a failed query fails the run as an unhandled rejection.
      () =>
        void admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1', [
          `${APPLICATION_NAME}-actions`,
        ]),
      300,
    )

  it('never reports a card payment taken that the database did not keep', async () => {
    const fixtures = await reviewFixtures()
    const projects: ReviewProject[] = []
    for (let index = 0; index < 6; index++) projects.push(await fixtures.project('awaiting_payment'))
    const killer = terminatingBackends()
    const taken: number[] = []
    try {
      for (const project of projects) {
        const { result } = await callServerAction(
          reviewPath('payment', project.id, project.shareKey),
          REVIEW_ACTIONS.payTestCard,
          [String(project.id), project.shareKey, 'faults@example.com', { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }],
          { base: app.baseURL },
        )
        if (result?.ok === true) taken.push(project.id)
      }
    } finally {
      clearInterval(killer)
    }
    const kept = await admin.query<{ id: number }>("select id from projects where id = any($1::int[]) and payment_status = 'paid'", [taken])
    expect(kept.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...taken].sort((a, b) => a - b))
  }, 120_000)

  it('never reports a change made through the Local API that the database rolled back', async () => {
    const staffToken = (await login('staff-members', DEMO.staff)).token
    const owner = await freshCustomer(staffToken, 'faults-actions')
    const projects: number[] = []
    for (let index = 0; index < 8; index++) {
      const created = await api('/projects', { token: staffToken, body: { name: `Fault ${index}`, customer: owner.id, visibility: 'active' } })
      projects.push(created.body.doc.id)
    }
    const killer = terminatingBackends()
    const archived: number[] = []
    const statuses: number[] = []
    try {
      for (const projectId of projects) {
        const { status, result } = await callServerAction(
          `/dashboard/projects/${projectId}`,
          { file: 'src/features/dashboard/project-actions.ts', name: 'setProjectVisibility' },
          [{ projectId, visibility: 'archived' }],
          { base: app.baseURL, cookie: `payload-token=${owner.token}` },
        )
        statuses.push(status)
        if (status === 200 && result?.ok === true) archived.push(projectId)
      }
    } finally {
      clearInterval(killer)
    }
    expect(statuses.filter((status) => ![200, 503].includes(status))).toEqual([])
    const kept = await admin.query<{ id: number }>("select id from projects where id = any($1::int[]) and visibility = 'archived'", [archived])
    expect(kept.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...archived].sort((a, b) => a - b))
  }, 120_000)
})
