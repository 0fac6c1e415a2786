import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type RunningApp, startApp } from '../support/app-server'
import { freshCustomer } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { servedFromCache } from '../support/page-cache'

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const SLUG = 'insulated-tumbler'
const PAGE = `/products/${SLUG}`

/**
 * With REDIS_URL set, instances keep Next.js's page and data cache in Redis: a page one instance
 * rendered is a cache hit on the other, and an edit made through either is on both within a
 * second, pages and public API alike (each instance's own page memory included).
 */
describe("Next.js's cache shared through Redis by two instances", () => {
  let first: RunningApp
  let second: RunningApp
  let staff: string
  let product: { id: number; title: string }

  beforeAll(async () => {
    const env = { ...inject('databaseEnv'), PAYLOAD_SECRET: 'integration-test-secret', TRUST_PROXY: 'true', JOBS_AUTORUN: 'false', REDIS_URL }
    ;[first, second] = await Promise.all([startApp(env), startApp(env)])
    staff = (await login('staff-members', DEMO.staff)).token
    product = (await api(`/products?where[slug][equals]=${SLUG}&depth=0`, { token: staff })).body.docs[0]
    expect(product?.title).toBeTruthy()
  }, 240_000)

  afterAll(async () => {
    if (product) await rename(product.title)
    await Promise.all([first?.stop(), second?.stop()])
  })

  const page = async (app: RunningApp, path: string) => {
    const response = await fetch(`${app.baseURL}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (shared cache test)' } })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  const publicProduct = async (app: RunningApp) => {
    const response = await fetch(`${app.baseURL}/payload-api/products/${product.id}?depth=0`)
    return { cache: response.headers.get('x-cache'), title: (await response.json()).title as string }
  }
  const rename = async (title: string) => {
    const response = await fetch(`${first.baseURL}/payload-api/products/${product.id}?depth=0`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
      body: JSON.stringify({ title }),
    })
    expect(response.status).toBe(200)
  }
  /** Milliseconds until `check` holds, asking every 50 ms for at most five seconds; Infinity if it never does. */
  const millisecondsUntil = async (check: () => Promise<boolean>): Promise<number> => {
    const start = Date.now()
    while (Date.now() - start < 5_000) {
      if (await check()) return Date.now() - start
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return Infinity
  }

  it('serves a page rendered on one instance from the cache on the other, without rendering it again', async () => {
    const rendered = await page(first, '/categories/drinkware')
    expect(rendered.status).toBe(200)
    const elsewhere = await page(second, '/categories/drinkware')
    expect(elsewhere.status).toBe(200)
    expect(servedFromCache(elsewhere.headers)).toBe(true)
    expect(elsewhere.body).toBe(rendered.body)
  })

  it('shows a title edited through one instance on the other within a second, page and API', async () => {
    // Both cached on the second instance first, in its own memory too.
    expect((await page(second, PAGE)).status).toBe(200)
    expect(servedFromCache((await page(second, PAGE)).headers)).toBe(true)
    await publicProduct(second)
    expect((await publicProduct(second)).cache).toBe('HIT')

    const edited = `${product.title} (shared ${Date.now()})`
    await rename(edited)
    const pageDelay = await millisecondsUntil(async () => (await page(second, PAGE)).body.includes(edited))
    const apiDelay = await millisecondsUntil(async () => (await publicProduct(second)).title === edited)
    expect(pageDelay).toBeLessThan(1_000)
    expect(apiDelay).toBeLessThan(1_000)
    // And the edit is cached again, not rendered for every visitor.
    expect(servedFromCache((await page(second, PAGE)).headers)).toBe(true)
  })
  it('shows stock booked through one instance on the customer’s dashboard on the other at the next view', async () => {
    const customer = await freshCustomer(staff, 'shared-dashboard')
    const dashboard = async (app: RunningApp) => {
      const response = await fetch(`${app.baseURL}/dashboard/inventory`, {
        headers: { cookie: `payload-token=${customer.token}`, 'sec-fetch-site': 'same-origin' },
      })
      expect(response.status).toBe(200)
      return response.text()
    }
    const title = `Shared stock ${Date.now()}`
    // The customer's reads kept on the second instance, in Redis.
    expect(await dashboard(second)).not.toContain(title)
    const write = async (path: string, body: object) => {
      const response = await fetch(`${first.baseURL}/payload-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(201)
      return (await response.json()).doc as { id: number }
    }
    const item = await write('/inventory-items', { title, customer: customer.id })
    await write('/inventory-adjustments', { inventoryItem: item.id, delta: 3, reason: 'received' })
    expect(await dashboard(second)).toContain(title)
  })
})
