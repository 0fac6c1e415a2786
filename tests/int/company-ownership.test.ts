import { execFile, execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NODE_TS } from '../../scripts/node-ts.mjs'
import { startApp, type RunningApp } from '../support/app-server'
import { freshCustomer, stockFor } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api, DEMO, login } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * Companies own what customers owned. The migration that brought them in is run, as an operator
 * runs it (`npm run migrate`), on the demo business as it was saved before that migration
 * (tests/int/fixtures/demo-before-companies.*): nothing is lost, every customer owns a company of
 * their own holding everything that was theirs, and can still do what they could.
 */

const root = path.resolve(import.meta.dirname, '..', '..')
const onPostgres = inject('databaseLabel') === 'PostgreSQL'

const loadDatabaseSavedBeforeCompanies = (database: TestDatabase) => {
  const fixture = (name: string) => gunzipSync(readFileSync(path.join(import.meta.dirname, 'fixtures', name)))
  if (onPostgres) {
    execFileSync('psql', [database.env.DATABASE_URL!, '-v', 'ON_ERROR_STOP=1', '-q'], {
      input: fixture('demo-before-companies.postgres.sql.gz'),
      stdio: 'pipe',
    })
  } else {
    writeFileSync(database.env.SQLITE_PATH!, fixture('demo-before-companies.sqlite.gz'))
  }
}

const rowCounts = async (env: Record<string, string>) => {
  const database = openDatabase(env)
  try {
    return new Map([...(await database.snapshot())].map(([table, { rows }]) => [table, rows]))
  } finally {
    await database.close()
  }
}

const count = async (statement: string, env: Record<string, string>) => Number((await rowsOf(statement, env))[0]!.n)

describe('the company migration, on the demo business saved before it', () => {
  let database: TestDatabase
  let app: RunningApp | undefined
  let before: Map<string, number>

  beforeAll(async () => {
    database = createTestDatabase(onPostgres ? 'postgres' : 'sqlite')
    loadDatabaseSavedBeforeCompanies(database)
    before = await rowCounts(database.env)
    await promisify(execFile)(process.execPath, [...NODE_TS, 'scripts/payload-cli.ts', 'migrate'], {
      cwd: root,
      env: { ...process.env, ...database.env },
    })
  }, 120_000)

  afterAll(async () => {
    await app?.stop()
    database?.drop()
  })

  it('keeps every row of every table, and adds one company and one owner membership per customer', async () => {
    expect(before.get('projects')).toBeGreaterThan(0)
    expect(before.has('companies')).toBe(false)
    const after = await rowCounts(database.env)
    const customers = before.get('customers')!
    // Tables of later migrations (member invitations, say) start empty.
    const later = [...after.keys()].filter((table) => !before.has(table) && table !== 'companies' && table !== 'memberships')
    for (const table of later) expect(after.get(table), table).toBe(0)
    const kept = [...after].filter(([table]) => !later.includes(table))
    expect(Object.fromEntries(kept)).toEqual({ ...Object.fromEntries(before), companies: customers, memberships: customers })
    expect(await count(`SELECT count(*) AS n FROM memberships WHERE role = 'owner' AND company_id = customer_id`, database.env)).toBe(customers)
  })

  it('files each row under the company its customer owns, and nothing without a customer', async () => {
    const reader = openDatabase(database.env)
    const owned = (await reader.tablesWithColumn('company_id')).filter((table) => before.has(table) && table !== 'memberships')
    await reader.close()
    // The fifteen collections a customer owned, from enquiries to recipient invitations.
    expect(owned).toHaveLength(15)
    for (const table of owned) {
      const misfiled = await count(
        `SELECT count(*) AS n FROM ${table} t WHERE (t.customer_id IS NULL AND t.company_id IS NOT NULL)
           OR (t.customer_id IS NOT NULL AND t.company_id IS DISTINCT FROM (SELECT m.company_id FROM memberships m WHERE m.customer_id = t.customer_id))`,
        database.env,
      )
      expect(misfiled, table).toBe(0)
    }
    expect(await count(`SELECT count(*) AS n FROM projects WHERE company_id IS NOT NULL`, database.env)).toBe(before.get('projects'))
  })

  it('names each company after the company its customer gave', async () => {
    const rows = await rowsOf(
      `SELECT c.name, u.company FROM companies c JOIN customers u ON u.id = c.id WHERE u.email = 'demo@swagly.example'`,
      database.env,
    )
    expect(rows).toEqual([{ name: 'Harbour & Co.', company: 'Harbour & Co.' }])
  })

  it(
    'leaves each customer able to do what they could: see their projects, and add to their address book under their company',
    { timeout: 150_000 },
    async () => {
      // As the suite's server runs: the demo's published staff password is allowed in demo mode only.
      app = await startApp({ ...database.env, PAYLOAD_SECRET: 'integration-test-secret', TRUST_PROXY: 'true', DEMO_MODE: 'true' })
      const base = app.baseURL
      const signedIn = await api<{ token: string; user: { id: number } }>('/customers/login', { body: DEMO.customerA, base })
      expect(signedIn.status).toBe(200)
      const { token, user } = signedIn.body
      const theirs = await count(`SELECT count(*) AS n FROM projects WHERE customer_id = ${user.id}`, database.env)
      const projects = await api<{ totalDocs: number }>('/projects?depth=0&limit=1', { token, base })
      expect(projects.body.totalDocs).toBe(theirs)

      const recipient = await api<{ doc: { company: unknown } }>('/recipients', {
        token,
        base,
        body: { fullName: 'Ava Migrated', address1: '1 Collins Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000', country: 'AU' },
      })
      expect(recipient.status, JSON.stringify(recipient.body)).toBe(201)
      expect(recipient.body.doc.company).toMatchObject({ id: user.id })
    },
  )
})

describe('a company for every customer, from the first moment', () => {
  let staffToken: string
  beforeAll(async () => {
    staffToken = (await login('staff-members', DEMO.staff)).token
  })

  it('a new customer owns a company of their own, named after them, which files what they and staff create for them', async () => {
    const customer = await freshCustomer(staffToken, 'own-company')
    const memberships = await api<{ docs: { role: string; company: { id: number; name: string } }[] }>('/memberships?depth=1', {
      token: customer.token,
    })
    expect(memberships.body.docs).toEqual([expect.objectContaining({ role: 'owner', company: expect.objectContaining({ name: 'Casey Jones' }) })])
    const company = memberships.body.docs[0]!.company.id

    const item = await stockFor(staffToken, customer, 5)
    const adjustments = await api<{ docs: { company: number }[] }>(`/inventory-adjustments?depth=0&where[inventoryItem][equals]=${item}`, {
      token: customer.token,
    })
    expect(adjustments.body.docs.map((doc) => doc.company)).toEqual([company])
    expect((await api(`/inventory-items/${item}?depth=0`, { token: customer.token })).body.company).toBe(company)
  })

  it("a customer sees their own companies and memberships, never another's, and cannot change who belongs", async () => {
    const [a, b] = [await login('customers', DEMO.customerA), await login('customers', DEMO.customerB)]
    const companiesOf = async (token: string) =>
      (await api<{ docs: { id: number }[] }>('/companies?depth=0', { token })).body.docs.map((doc) => doc.id)
    const [ofA, ofB] = [await companiesOf(a.token), await companiesOf(b.token)]
    expect(ofA).toHaveLength(1)
    expect(ofB).toHaveLength(1)
    expect(ofA).not.toEqual(ofB)
    expect((await api(`/companies/${ofB[0]}?depth=0`, { token: a.token })).status).toBe(404)
    expect((await api('/memberships', { token: a.token, body: { company: ofB[0], customer: a.id, role: 'owner' } })).status).toBe(403)
    expect((await api('/companies?depth=0')).status).toBe(403)
  })
})
