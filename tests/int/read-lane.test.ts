import { beforeAll, describe, expect, it } from 'vitest'

import { type ApiResponse, api, request } from '../support/http'

/**
 * An anonymous GraphQL query asking for a fresh answer is answered by the production server through
 * the API route's own code, past Next.js (src/platform/http/read-lane.ts); a fresh REST GET goes
 * through Next.js. Whatever it is sent, the answer is Next.js's: the same status, headers and body as the same
 * request sent the way that always goes through Next.js, a GraphQL post with a cookie that is no
 * session (Payload reads it as nobody) and a REST GET with an Idempotency-Key (which only writes
 * heed). Only the lane's own Server-Timing tells them apart.
 */
const FRESH = { 'cache-control': 'no-cache', 'accept-encoding': 'gzip' }

/** Headers that differ between any two answers: when, how long, the per-response nonce, and the request's id. */
const PER_RESPONSE = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'server-timing', 'x-request-id'])

const comparable = (response: ApiResponse) => ({
  status: response.status,
  body: response.body,
  headers: Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/, "'nonce'") : value]),
  ),
})

const laneOf = (response: ApiResponse) => /^lane;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? null

const throughLaneAndNextJs = async (path: string, body: { body?: unknown; rawBody?: string } = {}) => {
  const lane = await request(path, { ...body, headers: FRESH })
  const nextJs = await request(
    path,
    path === GRAPHQL
      ? { ...body, headers: FRESH, cookie: 'payload-token=not-a-session' }
      : { ...body, headers: { ...FRESH, 'idempotency-key': 'through-next-js-every-time' } },
  )
  expect(laneOf(nextJs)).toBeNull()
  return { lane: comparable(lane), nextJs: comparable(nextJs), laneName: laneOf(lane) }
}

const GRAPHQL = '/payload-api/graphql'

// Each route opens its lane when Next.js first loads it.
beforeAll(async () => {
  await request(GRAPHQL, { body: { query: '{ Products(limit: 1) { totalDocs } }' }, cookie: 'payload-token=not-a-session' })
  await request('/payload-api/products?limit=1', { headers: { 'idempotency-key': 'through-next-js-every-time' } })
})

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
    ['a wrongly typed variable', { body: { query: PRODUCTS, variables: { limit: 'many' } } }],
  ])('%s', async (_, body) => {
    const { lane, nextJs, laneName } = await throughLaneAndNextJs(GRAPHQL, body)
    expect(laneName).toBe('graphql')
    expect(lane.status).toBeLessThan(500)
    expect(lane).toEqual(nextJs)
  })

  it.each([
    ['a query that does not parse', { body: { query: '{ Products { docs { id }' } }],
    ['a body that is not JSON', { rawBody: '{ "query": ' }],
    ['a body with no query', { body: { variables: {} } }],
  ])('leaves %s to Next.js, which refuses it', async (_, body) => {
    const { lane, nextJs, laneName } = await throughLaneAndNextJs(GRAPHQL, body)
    expect(laneName).toBeNull()
    expect(lane.status).toBe(400)
    expect(lane).toEqual(nextJs)
  })

  it('answers a query that lists products with the products a visitor may see', async () => {
    const { lane } = await throughLaneAndNextJs(GRAPHQL, { body: { query: PRODUCTS, variables: { limit: 5 } } })
    expect(lane.status).toBe(200)
    expect(lane.body.data.Products.docs.length).toBeGreaterThan(0)
    expect(lane.headers['content-type']).toContain('application/json')
  })
})

describe('fresh anonymous REST reads answer as Next.js does', () => {
  it.each([
    ['a product list with a filter, sort and depth', '/payload-api/products?limit=3&depth=1&sort=price&where[showOnProductCategory][equals]=true'],
    ['a product by its slug, some fields only', '/payload-api/products?where[slug][exists]=true&select[title]=true&select[slug]=true&limit=2'],
    ['a product that does not exist', '/payload-api/products/999999999'],
    ['a collection that does not exist', '/payload-api/no-such-things'],
    ['an escaped segment', '/payload-api/products/a%3Ab'],
    ['a global', '/payload-api/globals/site-settings'],
    ['the signed-in customer, as nobody', '/payload-api/customers/me'],
    ['Next.js navigation parameters', '/payload-api/product-categories?limit=2&_rsc=abc'],
    ["Payload's record of migrations", '/payload-api/payload-migrations'],
  ])('%s', async (_, path) => {
    const { lane, nextJs } = await throughLaneAndNextJs(path)
    expect(lane.status).toBeLessThan(500)
    expect(lane).toEqual(nextJs)
  })

  it('answers a product by its id with the product', async () => {
    const listed = await api('/products?limit=1&depth=0')
    const { lane } = await throughLaneAndNextJs(`/payload-api/products/${listed.body.docs[0].id}`)
    expect(lane).toMatchObject({ status: 200, body: { id: listed.body.docs[0].id, title: listed.body.docs[0].title } })
  })

  it.each([
    ['a depth over the cap', '/payload-api/products?depth=99', 400],
    ['a query Payload cannot read', '/payload-api/products?where=x', 400],
    ['versions of a collection that keeps none', '/payload-api/customers/versions', 404],
    ['an address that does not decode', '/payload-api/products/%E0%A4%A', 400],
    ['an address with a trailing slash', '/payload-api/products/', 308],
  ])('leaves %s to Next.js, which refuses or redirects it', async (_, path, status) => {
    const { lane, nextJs, laneName } = await throughLaneAndNextJs(path)
    expect(laneName).toBeNull()
    expect(lane.status).toBe(status)
    expect(lane).toEqual(nextJs)
  })
})
