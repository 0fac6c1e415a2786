import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startServe, type ServeProcess } from '../../scripts/serve-process'
import { CUSTOMER_TABLES, SHARED_TABLES, UNSHOWN_CUSTOMER_TABLES } from '../../src/lib/page-cache/customer-data-version'
import { freePort } from '../support/app-server'
import { freshCustomer, stockFor } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api, DEMO, login } from '../support/http'

/**
 * The production server answers a customer's repeat view of a dashboard page from memory. It must
 * never be staler than a fresh render, never show one customer another's page, and never outlive
 * the session, including when the change or the logout happened on another instance: here every
 * write goes through the suite's app server on the same database, a second instance.
 */
let serve: ServeProcess
let staff: string

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  // Only the suite's server writes: two SQLite writers in two processes would turn each other away.
  serve = await startServe({ ...inject('databaseEnv'), JOBS_AUTORUN: 'false' }, await freePort())
}, 180_000)

afterAll(() => serve?.stop())

type View = { status: number; fromCache: boolean; body: string; location: string | null }

const view = async (path: string, token: string, headers: Record<string, string> = {}): Promise<View> => {
  const response = await fetch(`${serve.baseURL}${path}`, {
    headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin', ...headers },
    redirect: 'manual',
  })
  return {
    status: response.status,
    fromCache: response.headers.get('x-page-cache') === 'HIT',
    body: await response.text(),
    location: response.headers.get('location'),
  }
}

/** Views a page until the cache holds it; the second view of an unchanged page must be a hit. */
const cached = async (path: string, token: string): Promise<View> => {
  const first = await view(path, token)
  expect(first.status, `redirected to ${first.location}`).toBe(200)
  const repeat = await view(path, token)
  expect(repeat.fromCache).toBe(true)
  return repeat
}

describe('the dashboard page cache', () => {
  it('never stores or serves a page for a header carrying two session tokens', async () => {
    const victim = await freshCustomer(staff, 'planted-victim')
    const planter = await freshCustomer(staff, 'planted-planter')
    await stockFor(staff, victim, 3, 'Victim-only stock')
    // A token planted first (a sibling site's cookie), the victim's own last: Payload signs in the victim.
    const both = `payload-token=${planter.token}; payload-token=${victim.token}`
    for (let round = 0; round < 2; round += 1) {
      const seen = await view('/dashboard/inventory', victim.token, { cookie: both })
      expect(seen.fromCache).toBe(false)
    }
    const planterView = await view('/dashboard/inventory', planter.token)
    expect(planterView.status).toBe(200)
    expect(planterView.body).not.toContain('Victim-only stock')
    expect((await view('/dashboard/inventory', planter.token)).body).not.toContain('Victim-only stock')
  })

  it('answers a repeat view of an unchanged page with the same page', async () => {
    const customer = await freshCustomer(staff, 'page-cache')
    const first = await view('/dashboard/inventory', customer.token)
    const repeat = await view('/dashboard/inventory', customer.token)
    expect(first.fromCache).toBe(false)
    expect(repeat.fromCache).toBe(true)
    expect(repeat.body).toBe(first.body)
  })

  it('renders again as soon as the customer’s data changes on another instance', async () => {
    const customer = await freshCustomer(staff, 'page-cache')
    await cached('/dashboard/inventory', customer.token)
    const title = `Cache probe ${Date.now()}`
    await stockFor(staff, customer, 7, title)
    const after = await view('/dashboard/inventory', customer.token)
    expect(after.fromCache).toBe(false)
    expect(after.body).toContain(title)
    expect((await view('/dashboard/inventory', customer.token)).fromCache).toBe(true)
  })

  it('renders again when a product the dashboard shows changes', async () => {
    const customer = await freshCustomer(staff, 'page-cache')
    await cached('/dashboard/projects', customer.token)
    const product = (await api('/products?limit=1&depth=0', { token: staff })).body.docs[0]
    expect((await api(`/products/${product.id}`, { method: 'PATCH', token: staff, body: { title: product.title } })).status).toBe(200)
    expect((await view('/dashboard/projects', customer.token)).fromCache).toBe(false)
  })

  it('keeps each customer’s pages to that customer', async () => {
    const owner = await freshCustomer(staff, 'page-cache-owner')
    const other = await freshCustomer(staff, 'page-cache-other')
    const title = `Owner's stock ${Date.now()}`
    await stockFor(staff, owner, 3, title)
    expect((await cached('/dashboard/inventory', owner.token)).body).toContain(title)
    const seenByOther = await view('/dashboard/inventory', other.token)
    expect(seenByOther.status).toBe(200)
    expect(seenByOther.fromCache).toBe(false)
    expect(seenByOther.body).not.toContain(title)
  })

  it('shares a customer’s stored pages between their sessions, each only while it is live', async () => {
    const customer = await freshCustomer(staff, 'page-cache-devices')
    const laptop = customer.token
    const phone = (await login('customers', customer)).token
    const onPhone = await cached('/dashboard/inventory', phone)
    const onLaptop = await view('/dashboard/inventory', laptop)
    expect(onLaptop.fromCache).toBe(true)
    expect(onLaptop.body).toBe(onPhone.body)
    expect((await api('/customers/logout', { method: 'POST', token: laptop })).status).toBe(200)
    const afterLogout = await view('/dashboard/inventory', laptop)
    expect(afterLogout.fromCache).toBe(false)
    expect(afterLogout.status).toBe(307)
    await cached('/dashboard/inventory', phone)
  })

  it('refuses a token whose session ended on another instance, though its page is stored', async () => {
    const customer = await freshCustomer(staff, 'page-cache-logout')
    await cached('/dashboard/shipments', customer.token)
    expect((await api('/customers/logout', { method: 'POST', token: customer.token })).status).toBe(200)
    const after = await view('/dashboard/shipments', customer.token)
    expect(after.fromCache).toBe(false)
    expect(after.status).toBe(307)
    expect(after.location).toContain('/auth')
  })

  it('leaves to Next.js what it must judge itself: cross-site requests, bearer tokens and client navigations', async () => {
    const customer = await freshCustomer(staff, 'page-cache-bypass')
    await cached('/dashboard/orders', customer.token)
    // Payload ignores the cookie of a cross-site request, so the visitor is sent to log in.
    const crossSite = await view('/dashboard/orders', customer.token, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.fromCache).toBe(false)
    expect(crossSite.status).toBe(307)
    const navigation = await view('/dashboard/orders', customer.token, { rsc: '1' })
    expect(navigation.fromCache).toBe(false)
    const bearer = await fetch(`${serve.baseURL}/dashboard/orders`, { headers: { authorization: `Bearer ${customer.token}` }, redirect: 'manual' })
    expect(bearer.headers.get('x-page-cache')).toBeNull()
  })

  it('sums up every table that holds a customer’s data', async () => {
    const database = openDatabase()
    try {
      const owned = (await database.tablesWithColumn('customer_id')).sort()
      expect(owned).toEqual([...CUSTOMER_TABLES, ...UNSHOWN_CUSTOMER_TABLES].sort())
      const all = await database.tablesWithColumn('updated_at')
      for (const table of SHARED_TABLES) expect(all).toContain(table)
    } finally {
      await database.close()
    }
  })
})
