import { execFile } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NODE_TS } from '../../scripts/node-ts.mjs'
import { type RunningApp, startApp } from '../support/app-server'
import { api, DEMO } from '../support/http'
import { reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const root = path.resolve(import.meta.dirname, '..', '..')

type Outcome = { code: number; output: string }

/** A project script as an operator runs it, its answers typed in one per line. */
const script = (name: string, args: string[], env: Record<string, string>, answers: string[] = []): Promise<Outcome> =>
  new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...NODE_TS, `scripts/${name}`, ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    )
    child.stdin!.end(answers.map((answer) => `${answer}\n`).join(''))
  })

const OWNER = { email: 'owner@shop.example', name: 'Olive Owner', password: 'a long secret of 2026' }

describe('the production start on an empty database', () => {
  let database: TestDatabase
  let env: Record<string, string>
  let app: RunningApp
  let staffToken: string

  const asStaff = (route: string, options: Parameters<typeof api>[1] = {}) => api(route, { ...options, base: app.baseURL, token: staffToken })

  beforeAll(async () => {
    database = createTestDatabase(process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite')
    env = { ...database.env, PAYLOAD_SECRET: 'production-start-secret', TRUST_PROXY: 'true', JOBS_AUTORUN: 'false' }
    const created = await script('create-staff.ts', [], env, [OWNER.email, OWNER.name, OWNER.password, OWNER.password])
    expect(created.output).toContain(`Created the admin ${OWNER.email}`)
    app = await startApp(env)
    const login = await api('/staff-members/login', { base: app.baseURL, body: { email: OWNER.email, password: OWNER.password } })
    expect(login.status).toBe(200)
    expect(login.body.user.role).toBe('admin')
    staffToken = login.body.token
  }, 300_000)

  afterAll(async () => {
    await app?.stop()
    database?.drop()
  })

  it('has no demo account and no demo data', async () => {
    expect((await api('/staff-members/login', { base: app.baseURL, body: DEMO.staff })).status).toBe(401)
    expect((await api('/customers/login', { base: app.baseURL, body: DEMO.customerA })).status).toBe(401)
    for (const collection of ['products', 'product-categories', 'customers', 'projects', 'orders', 'enquiries']) {
      expect((await asStaff(`/${collection}?limit=1&depth=0`)).body.totalDocs, collection).toBe(0)
    }
    expect((await asStaff('/staff-members?depth=0')).body.docs.map((staff: { email: string }) => staff.email)).toEqual([OWNER.email])
  })

  it('offers share-link payers invoices only: the test card is neither shown nor taken', async () => {
    const customer = (
      await asStaff('/customers', {
        body: { email: 'buyer@client.example', password: 'buyer password 2026', firstName: 'Bea', lastName: 'Buyer', _verified: true },
      })
    ).body.doc
    const project = (await asStaff('/projects', { body: { name: 'Launch kit', customer: customer.id } })).body.doc
    await asStaff('/line-items', { body: { project: project.id, title: 'Tote bag', quantity: 20, pricePerUnit: 1200, position: 0 } })
    expect((await asStaff(`/projects/${project.id}`, { method: 'PATCH', body: { status: 'proposal_sent' } })).status).toBe(200)
    const buyer = await api('/customers/login', { base: app.baseURL, body: { email: 'buyer@client.example', password: 'buyer password 2026' } })
    const finalised = await api(`/projects/${project.id}`, {
      base: app.baseURL,
      method: 'PATCH',
      token: buyer.body.token,
      body: { status: 'awaiting_confirmation' },
    })
    expect(finalised.status).toBe(200)
    expect((await asStaff(`/projects/${project.id}`, { method: 'PATCH', body: { status: 'awaiting_payment', shippingEstimate: 0 } })).status).toBe(
      200,
    )
    const { shareKey } = (await asStaff(`/projects/${project.id}?depth=0`)).body

    const html = await (await fetch(`${app.baseURL}${reviewPath('payment', project.id, shareKey)}`)).text()
    expect(html).toContain('Ask for an invoice and pay within 14 days.')
    expect(html).not.toContain('Test mode')
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }
    const paid = await callServerAction(
      reviewPath('payment', project.id, shareKey),
      REVIEW_ACTIONS.payTestCard,
      [String(project.id), shareKey, 'finance@client.example', card],
      { base: app.baseURL },
    )
    expect(paid.result).toEqual({ ok: false, status: 409, message: 'Test cards are not accepted here.' })
    const started = await callServerAction(
      reviewPath('payment', project.id, shareKey),
      REVIEW_ACTIONS.startCard,
      [String(project.id), shareKey, 'finance@client.example'],
      { base: app.baseURL },
    )
    expect(started.result.ok).toBe(false)
    expect((await asStaff(`/projects/${project.id}?depth=0`)).body).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' })
  })

  it('create-staff refuses a demo password or a short one, and adds nobody', async () => {
    const demo = await script('create-staff.ts', [], env, ['second@shop.example', 'Sam Second', DEMO.staff.password, DEMO.staff.password])
    expect(demo.code).toBe(1)
    expect(demo.output).toContain('That is a demo password')
    const short = await script('create-staff.ts', [], env, ['second@shop.example', 'Sam Second', 'too-short', 'too-short'])
    expect(short.output).toContain('at least 12 characters')
    expect((await asStaff('/staff-members?depth=0')).body.totalDocs).toBe(1)
  })

  it('npm run seed will not empty it: it has a staff account of its own', async () => {
    const seeded = await script('seed.ts', [], env)
    expect(seeded.code).toBe(1)
    expect(seeded.output).toContain(`staff accounts of their own (${OWNER.email})`)
    expect((await asStaff('/staff-members?depth=0')).body.totalDocs).toBe(1)
    expect((await asStaff('/products?limit=1')).body.totalDocs).toBe(0)
  })
})

describe('a production start on a database whose staff still have demo passwords', () => {
  const production = () => ({ ...inject('databaseEnv'), DEMO_MODE: 'false', JOBS_AUTORUN: 'false' })

  it('the server refuses to start and names the account', async () => {
    const refused = await startApp(production()).then(
      async (app) => {
        await app.stop()
        return ''
      },
      (error: Error) => error.message,
    )
    expect(refused).toContain('Refusing to start')
    expect(refused).toContain(DEMO.staff.email)
  })

  it('so does the jobs worker', async () => {
    const worker = await script('worker.ts', [], production())
    expect(worker.code).toBe(1)
    expect(worker.output).toContain(`the staff account ${DEMO.staff.email} still has a demo password`)
  })
})
