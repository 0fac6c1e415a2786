import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PUBLIC_API_CACHE_SECONDS } from '@/domain/public-api-reader'
import { announceChange } from '@/platform/next-cache/storefront-changes.mjs'
import { openReadLane } from '@/platform/http/read-lane'
import { servePublicApiRead } from '@/platform/page-cache/public-api-answers'

/**
 * The copy of public API answers in front of a stand-in for Next.js that echoes the body it was
 * given and answers as the public API cache does (`x-cache`), over real HTTP.
 */
let answered = 0
let version = 'v1'
let cacheState: string | null = 'MISS'
/** While set, Next.js answers only once it settles: the test decides when. */
let gate: Promise<void> | null = null
let server: Server
let baseURL: string

const nextJs = (request: IncomingMessage, response: ServerResponse) => {
  answered += 1
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  // As Next.js sends a route's answer: some time after the body was read, header by header.
  const answer = async () => {
    await gate
    response.setHeader('content-type', 'application/json')
    if (cacheState) response.setHeader('x-cache', cacheState)
    response.end(JSON.stringify({ version, method: request.method, body: Buffer.concat(chunks).toString('utf8') }))
  }
  // Fire-and-forget: the gate only ever resolves, and a failure here fails the waiting test.
  request.on('end', () => setTimeout(() => void answer(), 20))
}

const call = async (path: string, init: RequestInit = {}) => {
  const before = answered
  const response = await fetch(`${baseURL}${path}`, init)
  return { body: await response.json(), cache: response.headers.get('x-cache'), byNextJs: answered > before, headers: response.headers }
}

const graphQL = (query: string, headers: Record<string, string> = {}) =>
  call('/payload-api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) })

beforeAll(async () => {
  server = createServer((request, response) => servePublicApiRead(request, response, (forwarded) => nextJs(forwarded, response)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

afterEach(() => {
  vi.useRealTimers()
  version = 'v1'
  cacheState = 'MISS'
})

describe('public API answers in front of Next.js', () => {
  it('answers a repeated anonymous REST read from memory', async () => {
    expect((await call('/payload-api/products?limit=1')).byNextJs).toBe(true)
    expect(await call('/payload-api/products?limit=1')).toMatchObject({ cache: 'HIT', byNextJs: false, body: { version: 'v1' } })
  })

  it('hands Next.js a GraphQL body intact and answers the same query again from memory', async () => {
    const query = '{ Products(limit: 2) { docs { id } } }'
    const first = await graphQL(query)
    expect(first).toMatchObject({ byNextJs: true, body: { method: 'POST', body: JSON.stringify({ query }) } })
    expect(await graphQL(query)).toMatchObject({ cache: 'HIT', byNextJs: false, body: first.body })
    expect((await graphQL('{ Products(limit: 3) { docs { id } } }')).byNextJs).toBe(true)
  })

  it('asks Next.js once for the same read asked many times at once', async () => {
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    const before = answered
    const asked = Array.from({ length: 6 }, () => graphQL('{ Products(limit: 5) { docs { id } } }'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    gate = null
    const all = await Promise.all(asked)
    expect(answered - before).toBe(1)
    expect(new Set(all.map(({ body }) => JSON.stringify(body))).size).toBe(1)
    expect(all.filter(({ cache }) => cache === 'HIT')).toHaveLength(5)
  })

  it('leaves signed-in callers, fresh answers, cross-site posts and rate-limited mutations to Next.js', async () => {
    const query = '{ Products(limit: 4) { docs { id } } }'
    await graphQL(query)
    expect((await graphQL(query, { authorization: 'Bearer x' })).byNextJs).toBe(true)
    expect((await graphQL(query, { cookie: 'payload-token=x' })).byNextJs).toBe(true)
    expect((await graphQL(query, { 'cache-control': 'no-cache' })).byNextJs).toBe(true)
    expect((await graphQL(query, { origin: 'https://elsewhere.example' })).byNextJs).toBe(true)
    const login = 'mutation { loginCustomer(email: "a@b.c", password: "x") { token } }'
    await graphQL(login)
    expect((await graphQL(login)).byNextJs).toBe(true)
  })

  it('keeps only answers of the public API cache', async () => {
    cacheState = null
    await call('/payload-api/media/file/a.png')
    expect((await call('/payload-api/media/file/a.png')).byNextJs).toBe(true)
  })

  it('asks Next.js again once storefront data changed or the answer outlived its lifetime', async () => {
    await call('/payload-api/pages?limit=1')
    await announceChange()
    version = 'v2'
    expect(await call('/payload-api/pages?limit=1')).toMatchObject({ byNextJs: true, body: { version: 'v2' } })
    vi.useFakeTimers({ now: Date.now() + (PUBLIC_API_CACHE_SECONDS + 1) * 1000, toFake: ['Date'] })
    version = 'v3'
    expect(await call('/payload-api/pages?limit=1')).toMatchObject({ byNextJs: true, body: { version: 'v3' } })
  })
})

describe('fresh anonymous queries through the GraphQL read lane', () => {
  const FRESH = { 'cache-control': 'no-cache' }
  const query = '{ Products(limit: 6) { docs { id title } } }'
  /** Stands in for the GraphQL route's lane: takes queries, not mutations, and fails on demand. */
  beforeAll(() =>
    openReadLane('graphql', async (request) => {
      const body = await request.text()
      if (body.includes('mutation')) return null
      if (body.includes('explode')) throw new Error('the lane failed')
      return Response.json({ lane: true, body, padding: 'x'.repeat(body.includes('long') ? 4096 : 0), host: request.headers.get('host') })
    }),
  )
  afterAll(() => openReadLane('graphql', async () => null))

  it('answers an anonymous query asking afresh without Next.js, with the headers every response carries', async () => {
    const answer = await graphQL(query, FRESH)
    expect(answer).toMatchObject({ byNextJs: false, body: { lane: true, body: JSON.stringify({ query }), host: new URL(baseURL).host } })
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=]+'/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    // Each answer is made afresh: nothing is kept for the next caller.
    expect((await graphQL(query, FRESH)).byNextJs).toBe(false)
  })

  it('compresses a long answer for a client that accepts it, as Next.js does', async () => {
    const answer = await graphQL('{ long: Products { docs { id } } }', { ...FRESH, 'accept-encoding': 'gzip' })
    expect(answer.byNextJs).toBe(false)
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(answer.body.padding).toHaveLength(4096)
  })

  it('leaves credentials, cross-site posts, keyed requests and what the lane does not take to Next.js, body intact', async () => {
    expect((await graphQL(query, { ...FRESH, authorization: 'Bearer x' })).byNextJs).toBe(true)
    expect((await graphQL(query, { ...FRESH, cookie: 'payload-token=x' })).byNextJs).toBe(true)
    expect((await graphQL(query, { ...FRESH, origin: 'https://elsewhere.example' })).byNextJs).toBe(true)
    expect((await graphQL(query, { ...FRESH, 'idempotency-key': 'a-key-of-enough-length' })).byNextJs).toBe(true)
    const mutation = 'mutation { createEnquiry(data: {}) { id } }'
    expect(await graphQL(mutation, FRESH)).toMatchObject({ byNextJs: true, body: { body: JSON.stringify({ query: mutation }) } })
  })

  it('hands Next.js the query intact when the lane fails before answering', async () => {
    const failing = '{ explode: Products { docs { id } } }'
    expect(await graphQL(failing, FRESH)).toMatchObject({ byNextJs: true, body: { method: 'POST', body: JSON.stringify({ query: failing }) } })
  })
})
