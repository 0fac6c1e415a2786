import { describe, expect, it } from 'vitest'

import { type CacheableExchange, cacheControlFor, NEVER_STORED, SHARED_STOREFRONT_PAGE } from '@/domain/http-cache-policy'

/** An anonymous browser's full-page GET answered 200 without a cookie, changed by `change`. */
const exchange = (change: Partial<CacheableExchange> = {}): CacheableExchange => ({
  method: 'GET',
  url: '/products/classic-cotton-tee',
  requestHeaders: { accept: 'text/html', cookie: 'theme=dark' },
  status: 200,
  setsCookie: false,
  ...change,
})

describe('cacheControlFor', () => {
  it.each(['/', '/products', '/products?sort=name&page=2&fbclid=x', '/products/classic-cotton-tee', '/categories/apparel', '/collections', '/start'])(
    'lets a shared cache keep the anonymous storefront page %s for a moment',
    (url) => {
      expect(cacheControlFor(exchange({ url }))).toBe(SHARED_STOREFRONT_PAGE)
      expect(cacheControlFor(exchange({ url, method: 'HEAD' }))).toBe(SHARED_STOREFRONT_PAGE)
    },
  )

  it('keeps the shared page to a second, then stale while it is refetched', () => {
    expect(SHARED_STOREFRONT_PAGE).toBe('public, s-maxage=1, stale-while-revalidate=59')
  })

  it.each([
    ['a session cookie', { cookie: 'theme=dark; payload-token=abc' }],
    ['an inactive customer’s cookie', { cookie: 'inactive-customer=abc' }],
    ['a staff member viewing as a customer', { cookie: 'impersonation=7' }],
    ['a bearer token', { authorization: 'Bearer abc' }],
    ['an API key', { authorization: 'staff-members API-Key abc' }],
  ])('makes the same page private and unstored for a request with %s', (_, headers) => {
    expect(cacheControlFor(exchange({ requestHeaders: { accept: 'text/html', ...headers } }))).toBe(NEVER_STORED)
  })

  it('never lets a response that sets a cookie be shared, whatever it answers', () => {
    expect(cacheControlFor(exchange({ setsCookie: true }))).toBe(NEVER_STORED)
    expect(cacheControlFor(exchange({ url: '/products?utm_source=mail', setsCookie: true }))).toBe(NEVER_STORED)
    expect(cacheControlFor(exchange({ url: '/payload-api/products', setsCookie: true }))).toBe(NEVER_STORED)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('makes every %s answer private, server actions on storefront pages included', (method) => {
    expect(cacheControlFor(exchange({ method, requestHeaders: { 'next-action': 'abc' } }))).toBe(NEVER_STORED)
    expect(cacheControlFor(exchange({ method, url: '/payload-api/enquiries' }))).toBe(NEVER_STORED)
  })

  it.each([
    '/dashboard',
    '/dashboard/projects',
    '/auth',
    '/auth/reset-password?token=x',
    '/admin',
    '/admin/collections/projects',
    '/review/projects/1/payment?key=x',
    '/submit-enquiry',
  ])('makes %s private even for an anonymous visitor', (url) => {
    expect(cacheControlFor(exchange({ url }))).toBe(NEVER_STORED)
  })

  it('shares a missing product’s "not found" as briefly, and never an outage, a redirect or a part of a page', () => {
    expect(cacheControlFor(exchange({ status: 404, url: '/products/no-such-product' }))).toBe(SHARED_STOREFRONT_PAGE)
    expect(cacheControlFor(exchange({ status: 503 }))).toBe(NEVER_STORED)
    expect(cacheControlFor(exchange({ status: 307 }))).toBe(NEVER_STORED)
    expect(cacheControlFor(exchange({ status: 206, requestHeaders: { range: 'bytes=0-99' } }))).toBe(NEVER_STORED)
  })

  it('shares client-side navigations of the storefront as briefly as its pages (the cache tells them apart by Vary)', () => {
    expect(cacheControlFor(exchange({ url: '/products?_rsc=abc', requestHeaders: { rsc: '1' } }))).toBe(SHARED_STOREFRONT_PAGE)
    expect(cacheControlFor(exchange({ requestHeaders: { 'next-router-prefetch': '1' } }))).toBe(SHARED_STOREFRONT_PAGE)
  })

  it('leaves static assets, anonymous API reads and other addresses to Next.js', () => {
    expect(cacheControlFor(exchange({ url: '/_next/static/chunks/app.js' }))).toBeNull()
    expect(cacheControlFor(exchange({ url: '/_next/static/chunks/app.js', requestHeaders: { cookie: 'payload-token=abc' } }))).toBeNull()
    expect(cacheControlFor(exchange({ url: '/payload-api/products?limit=1' }))).toBeNull()
    expect(cacheControlFor(exchange({ url: '/healthz' }))).toBeNull()
    expect(cacheControlFor(exchange({ url: '/cached/-/products' }))).toBeNull()
  })
})
