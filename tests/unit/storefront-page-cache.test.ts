import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { announceChange } from '@/platform/next-cache/storefront-changes.mjs'
import { servingStorefrontPages } from '@/platform/page-cache/storefront-page-cache'

/**
 * The storefront page cache in front of a stand-in for Next.js that counts its renders and answers
 * as Next.js does (`x-nextjs-cache`), over real HTTP, with the clock moved past a page's lifetime.
 */
let renders = 0
let version = 'v1'
let nextCacheState = 'MISS'
/** While set, a render waits for it: the test decides when Next.js's answer comes. */
let gate: Promise<void> | null = null
let server: Server
let baseURL: string
const serveStorefrontPage = servingStorefrontPages({ brotli: true })

const render = async (response: ServerResponse) => {
  renders += 1
  const body = `<p>${version}</p>`
  await gate
  response.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-cache': nextCacheState })
  response.end(body)
}

const get = async (path: string, acceptEncoding = 'identity') => {
  const response = await fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': acceptEncoding } })
  return { body: await response.text(), cache: response.headers.get('x-page-cache') }
}

beforeAll(async () => {
  server = createServer((request, response) => serveStorefrontPage(request, response, () => render(response)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

afterEach(() => vi.useRealTimers())

describe('storefront page cache', () => {
  it('answers repeat visits from memory while the page is within its lifetime', async () => {
    const before = renders
    expect((await get('/products')).cache).toBeNull()
    expect(await get('/products')).toEqual({ body: '<p>v1</p>', cache: 'HIT' })
    expect(renders - before).toBe(1)
  })

  it('past its lifetime, lets one request at a time render again and answers the rest with the stale copy', async () => {
    version = 'v1'
    nextCacheState = 'MISS'
    await get('/')
    vi.useFakeTimers({ now: Date.now() + (STOREFRONT_CACHE_SECONDS + 1) * 1000, toFake: ['Date'] })
    version = 'v2'
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    const before = renders
    const rendered = get('/')
    await vi.waitFor(() => expect(renders - before).toBe(1))
    const others = await Promise.all(Array.from({ length: 7 }, () => get('/')))
    expect(others).toEqual(Array.from({ length: 7 }, () => ({ body: '<p>v1</p>', cache: 'STALE' })))
    release()
    gate = null
    expect(await rendered).toEqual({ body: '<p>v2</p>', cache: null })
    expect(renders - before).toBe(1)
    expect(await get('/')).toEqual({ body: '<p>v2</p>', cache: 'HIT' })
  })

  it('keeps the stale copy while Next.js itself still answers with its stale one, and takes the fresh one when it comes', async () => {
    version = 'v1'
    nextCacheState = 'MISS'
    await get('/categories')
    vi.useFakeTimers({ now: Date.now() + (STOREFRONT_CACHE_SECONDS + 1) * 1000, toFake: ['Date'] })
    nextCacheState = 'STALE'
    expect(await get('/categories')).toEqual({ body: '<p>v1</p>', cache: null })
    let release = () => {}
    gate = new Promise((resolve) => (release = resolve))
    const before = renders
    const rendered = get('/categories')
    await vi.waitFor(() => expect(renders - before).toBe(1))
    expect(await get('/categories')).toEqual({ body: '<p>v1</p>', cache: 'STALE' })
    release()
    gate = null
    await rendered
    expect(renders - before).toBe(1)
    version = 'v2'
    nextCacheState = 'HIT'
    await get('/categories')
    expect(await get('/categories')).toEqual({ body: '<p>v2</p>', cache: 'HIT' })
  })

  it('never answers with a copy stored before the storefront changed', async () => {
    version = 'v1'
    nextCacheState = 'MISS'
    await get('/collections')
    await announceChange()
    version = 'v2'
    expect(await get('/collections')).toEqual({ body: '<p>v2</p>', cache: null })
  })

  it('keeps one copy per encoding sent, however the visitors spell Accept-Encoding', async () => {
    version = 'v1'
    nextCacheState = 'MISS'
    const before = renders
    await get('/products?sort=price', 'br, x-1')
    const spellings = ['br, x-2', 'gzip, deflate, br, zstd', 'BR;q=0.5', '*']
    for (const spelling of spellings) expect((await get('/products?sort=price', spelling)).cache, spelling).toBe('HIT')
    expect(renders - before).toBe(1)
    // A visitor refusing Brotli gets a copy of its own.
    expect((await get('/products?sort=price', 'br;q=0, x-1')).cache).toBeNull()
    expect((await get('/products?sort=price', 'identity, x-2')).cache).toBe('HIT')
    expect(renders - before).toBe(2)
  })
})
