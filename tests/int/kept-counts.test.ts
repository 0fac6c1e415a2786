import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, login, request } from '../support/http'
import { rowsOf } from '../support/raw-sql'

/**
 * A list's total (`totalDocs`) over the catalogue is counted once and kept until the catalogue
 * next changes (src/platform/database/kept-counts.ts). Every change made through the app shows in
 * the very next read, by REST and GraphQL, for visitors and staff alike; a change made behind the
 * app's back (straight in the database) shows with the next change the app announces.
 */

const FRESH = { 'cache-control': 'no-cache' }
/** Past the cache handler's second expiry of a change (SECOND_EXPIRY_MS in cache-handler.mjs). */
const SECOND_ANNOUNCEMENT_MS = 6_000

let staff: string

const totals = async () => {
  const rest = await request('/payload-api/products?limit=1&depth=0', { headers: FRESH })
  const graphql = await request('/payload-api/graphql', { headers: FRESH, body: { query: '{ Products(limit: 1) { totalDocs } }' } })
  const staffList = await api('/products?limit=1&depth=0', { token: staff })
  return { rest: rest.body.totalDocs, graphql: graphql.body.data.Products.totalDocs, staff: staffList.body.totalDocs }
}

const createProduct = async (label: string) => {
  const response = await api('/products', {
    token: staff,
    body: {
      title: `Counted ${label} ${Date.now()}`,
      minimumQuantity: 25,
      _status: 'published',
      priceBreaks: [{ minQuantity: 25, pricePerUnit: 500 }],
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc.id as number
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
})

describe("a list's total", () => {
  it('follows every change made through the app at once, and one made behind its back with the next', async () => {
    const before = await totals()
    expect(before.rest).toBeGreaterThan(0)
    expect(before.graphql).toBe(before.rest)
    expect(before.staff).toBeGreaterThanOrEqual(before.rest)
    // Asked again, the kept totals answer the same.
    expect(await totals()).toEqual(before)

    const first = await createProduct('first')
    expect(await totals()).toEqual({ rest: before.rest + 1, graphql: before.rest + 1, staff: before.staff + 1 })

    // Archived: gone from the public list at once, still in the staff's.
    const archived = await api(`/products/${first}`, { method: 'PATCH', token: staff, body: { status: 'archived' } })
    expect(archived.status, JSON.stringify(archived.body)).toBe(200)
    expect(await totals()).toEqual({ rest: before.rest, graphql: before.rest, staff: before.staff + 1 })
    // The cache handler announces a change once more a few seconds later (for reads under way at the
    // time), which lets the next read count afresh: the totals to keep are taken after that.
    await new Promise((resolve) => setTimeout(resolve, SECOND_ANNOUNCEMENT_MS))
    expect(await totals()).toEqual({ rest: before.rest, graphql: before.rest, staff: before.staff + 1 })

    // Made active again straight in the database: the kept public total does not know yet (this is
    // what shows the totals are kept at all) ...
    await rowsOf(`update products set status = 'active' where id = ${first}`)
    expect(await totals()).toEqual({ rest: before.rest, graphql: before.rest, staff: before.staff + 1 })

    // ... and counts it with the next change the app makes.
    const second = await createProduct('second')
    expect(await totals()).toEqual({ rest: before.rest + 2, graphql: before.rest + 2, staff: before.staff + 2 })

    for (const id of [first, second]) expect((await api(`/products/${id}`, { method: 'DELETE', token: staff })).status).toBe(200)
    expect(await totals()).toEqual(before)
  })
})
