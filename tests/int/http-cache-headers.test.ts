import { beforeAll, describe, expect, inject, it } from 'vitest'

import { NEVER_STORED, SHARED_STOREFRONT_PAGE } from '@/domain/http-cache-policy'
import { api, DEMO, login, request } from '../support/http'

/**
 * What a shared cache in front of the production server (nginx, a CDN) is told it may keep: an
 * anonymous storefront page for a moment, nothing that answers one visitor.
 */
const PAGE = '/products/classic-cotton-tee'
const database = inject('databaseLabel')

let customer: { token: string }

/** A page as a browser asks for it, with this Cookie header if any. */
const page = (path: string, cookie?: string) =>
  request(path, { cookie, headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', 'accept-encoding': 'gzip' } })

beforeAll(async () => {
  customer = await login('customers', DEMO.customerA)
})

describe(`Cache-Control for a shared cache (${database})`, () => {
  it('lets a shared cache keep an anonymous storefront page, first render and repeat alike', async () => {
    for (const path of [PAGE, PAGE, '/', '/products?sort=name']) {
      const response = await page(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe(SHARED_STOREFRONT_PAGE)
    }
  })

  it('makes the same page private and unstored for a signed-in customer', async () => {
    await page(PAGE)
    const signedIn = await page(PAGE, `payload-token=${customer.token}`)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe(NEVER_STORED)
    const inactiveClaim = await page(PAGE, 'inactive-customer=anything')
    expect(inactiveClaim.headers.get('cache-control')).toBe(NEVER_STORED)
  })

  it('makes dashboard pages private, whether rendered or replayed from the dashboard page cache', async () => {
    for (const round of [1, 2]) {
      const response = await page('/dashboard/projects', `payload-token=${customer.token}`)
      expect(response.status, `view ${round}`).toBe(200)
      expect(response.headers.get('cache-control'), `view ${round}`).toBe(NEVER_STORED)
    }
    const anonymous = await page('/dashboard/projects')
    expect(anonymous.headers.get('cache-control')).toMatch(/private/)
    expect(anonymous.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('never lets a response that sets a cookie be shared', async () => {
    const campaign = await page('/products?utm_source=newsletter')
    expect(campaign.headers.getSetCookie()).not.toEqual([])
    expect(campaign.headers.get('cache-control')).toBe(NEVER_STORED)
    const signIn = await api('/customers/login', { body: DEMO.customerB })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.getSetCookie()).not.toEqual([])
    expect(signIn.headers.get('cache-control')).toBe(NEVER_STORED)
  })

  it('makes API answers to a signed-in request private', async () => {
    const me = await api('/customers/me', { token: customer.token })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe(NEVER_STORED)
    const products = await api('/products?limit=1&depth=0', { token: customer.token })
    expect(products.headers.get('cache-control')).toBe(NEVER_STORED)
  })

  it('keeps Next.js’s immutable caching of static assets', async () => {
    const html = (await page(PAGE)).body as string
    const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0]
    expect(asset).toBeDefined()
    const response = await request(asset!, { cookie: `payload-token=${customer.token}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
