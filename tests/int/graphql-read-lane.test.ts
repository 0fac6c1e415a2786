import { describe, expect, it } from 'vitest'

import { type ApiResponse, request } from '../support/http'

/**
 * An anonymous GraphQL query asking for a fresh answer is answered by the production server
 * through the GraphQL route's own code, past Next.js (src/platform/http/graphql-read-lane.ts).
 * Whatever it is sent, the answer is Next.js's: the same status, headers and body as the same
 * request sent with a claim cookie, which always goes through Next.js (Payload reads a cookie that
 * is no session as nobody, so both are anonymous).
 */
const FRESH = { 'cache-control': 'no-cache', 'accept-encoding': 'gzip' }

/** Headers that differ between any two answers: when, how long, and the per-response nonce. */
const PER_RESPONSE = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

const comparable = (response: ApiResponse) => ({
  status: response.status,
  body: response.body,
  headers: Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/, "'nonce'") : value]),
  ),
})

const throughLaneAndNextJs = async (body: { body?: unknown; rawBody?: string }) => {
  const lane = await request('/payload-api/graphql', { ...body, headers: FRESH })
  const nextJs = await request('/payload-api/graphql', { ...body, headers: FRESH, cookie: 'payload-token=not-a-session' })
  return { lane: comparable(lane), nextJs: comparable(nextJs) }
}

const PRODUCTS = `query Products($limit: Int, $sort: String) {
  Products(where: { showOnProductCategory: { equals: true } }, limit: $limit, sort: $sort) {
    docs { id title slug price priceBreaks { minQuantity pricePerUnit } category { id title slug } }
    page totalDocs
  }
}`

describe('fresh anonymous GraphQL reads skip Next.js and answer as it does', () => {
  it.each([
    ['a product list with variables', { body: { query: PRODUCTS, variables: { limit: 24, sort: 'price' } } }],
    [
      'two queries in one request',
      { body: [{ query: '{ Products(limit: 1) { totalDocs } }' }, { query: '{ ProductCategories(limit: 2) { docs { slug } } }' }] },
    ],
    ['a field the schema does not have', { body: { query: '{ Products { docs { secretField } } }' } }],
    ['a query deeper than the limit', { body: { query: `{ Products { docs { ${'category { parent { '.repeat(8)}id${' } }'.repeat(8)} } } }` } }],
    ['a query that does not parse', { body: { query: '{ Products { docs { id }' } }],
    ['a wrongly typed variable', { body: { query: PRODUCTS, variables: { limit: 'many' } } }],
    ['a body that is not JSON', { rawBody: '{ "query": ' }],
    ['a body with no query', { body: { variables: {} } }],
  ])('%s', async (_, body) => {
    const { lane, nextJs } = await throughLaneAndNextJs(body)
    expect(lane.status).toBeLessThan(500)
    expect(lane).toEqual(nextJs)
  })

  it('answers a query that lists products with the products a visitor may see', async () => {
    const { lane } = await throughLaneAndNextJs({ body: { query: PRODUCTS, variables: { limit: 5 } } })
    expect(lane.status).toBe(200)
    expect(lane.body.data.Products.docs.length).toBeGreaterThan(0)
    expect(lane.headers['content-type']).toContain('application/json')
  })
})
