import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startServe, type ServeProcess } from '../../scripts/serve-process'
import { freePort } from '../support/app-server'
import { freshCustomer, uniqueEmail } from '../support/customers'
import { encodedResponse } from '../support/encoded-response'
import { eventually } from '../support/eventually'
import { api, DEMO, login } from '../support/http'
import { servedFromCache } from '../support/page-cache'
import { callServerAction, PROFILE_ACTION, profileForm } from '../support/server-action'

/**
 * Storefront pages are rendered once and served from the cache to every visitor; a change in the
 * admin must still show within seconds, and no visitor's details may end up in a shared page.
 * Checked on two instances of the production server (its in-memory page cache in front of Next.js):
 * the suite's own and a second one.
 */
const SLUG = 'classic-cotton-tee'
const PAGE = `/products/${SLUG}`

let staff: string
let product: { id: number; title: string }
let serve: ServeProcess

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  product = (await api(`/products?where[slug][equals]=${SLUG}&depth=0`, { token: staff })).body.docs[0]
  serve = await startServe(inject('databaseEnv'), await freePort())
}, 180_000)

afterAll(() => serve?.stop())

describe.each([
  { server: "the suite's server", baseURL: () => inject('baseURL') },
  { server: 'a second instance', baseURL: () => serve.baseURL },
])('cached storefront pages on $server', ({ baseURL }) => {
  const page = async (path: string, cookie?: string) => {
    const response = await fetch(`${baseURL()}${path}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (storefront test)', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  // Changes go through the same server: each instance expires its own caches.
  const updateProduct = async (data: Record<string, unknown>) =>
    (
      await fetch(`${baseURL()}/payload-api/products/${product.id}?depth=0`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
        body: JSON.stringify(data),
      })
    ).status

  it('serve the second visitor from the cache', async () => {
    await page(PAGE)
    const second = await page(PAGE)
    expect(second.status).toBe(200)
    expect(servedFromCache(second.headers)).toBe(true)
  })

  it('answer repeat visits from memory in front of Next.js', async () => {
    const repeat = await eventually(
      () => page(PAGE),
      (response) => response.headers.get('x-page-cache') === 'HIT',
    )
    expect(repeat.headers.get('x-page-cache')).toBe('HIT')
    expect(repeat.body).toContain(product.title)
  })

  it('keep answering from memory when only a customer’s own data changes', async () => {
    // Every expiry is made again five seconds later: an earlier test's catalogue write must have
    // had its second one before the page is stored for this test.
    await new Promise((resolve) => setTimeout(resolve, 5_500))
    await eventually(
      () => page(PAGE),
      (response) => response.headers.get('x-page-cache') === 'HIT',
    )
    // A new customer account: it expires that customer's dashboard reads, and no storefront page.
    const created = await fetch(`${baseURL()}/payload-api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
      body: JSON.stringify({ email: uniqueEmail('storefront-cache'), password: 'storefront-cache-1', firstName: 'Casey', lastName: 'Jones' }),
    })
    expect(created.status).toBe(201)
    expect((await page(PAGE)).headers.get('x-page-cache')).toBe('HIT')
  })

  it('keep answering from memory when a customer saves in their dashboard, then and after the change’s second expiry', async () => {
    await eventually(
      () => page(PAGE),
      (response) => response.headers.get('x-page-cache') === 'HIT',
    )
    // The action refreshes the dashboard's pages (revalidatePath), which are in no storefront page.
    const customer = await freshCustomer(staff, 'storefront-dashboard')
    const saved = await callServerAction('/dashboard/account-settings', PROFILE_ACTION, [{ status: 'idle' }, profileForm('Saved')], {
      base: baseURL(),
      cookie: `payload-token=${customer.token}`,
    })
    expect(saved.result).toEqual({ status: 'success', message: 'Your details are saved.' })
    expect((await page(PAGE)).headers.get('x-page-cache')).toBe('HIT')
    await new Promise((resolve) => setTimeout(resolve, 5_500))
    expect((await page(PAGE)).headers.get('x-page-cache')).toBe('HIT')
  })

  it('send a browser that takes Brotli the page in Brotli, the same HTML and policy in far fewer bytes than gzip', async () => {
    const encodedPage = (acceptEncoding: string) => encodedResponse(`${baseURL()}/categories/drinkware`, { 'accept-encoding': acceptEncoding })
    const browser = 'gzip, deflate, br, zstd'
    const fresh = await encodedPage(browser)
    const repeat = await eventually(
      () => encodedPage(browser),
      (page) => page.headers['x-page-cache'] === 'HIT',
    )
    const gzip = await encodedPage('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(gzip.body).toString()
    expect(html).toContain('</html>')
    for (const page of [fresh, repeat]) {
      expect(page.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(page.body).toString()).toBe(html)
      expect(page.headers['content-security-policy']).toBe(gzip.headers['content-security-policy'])
      expect(page.body.length).toBeLessThan(gzip.body.length * 0.85)
    }
    expect(repeat.headers['x-page-cache']).toBe('HIT')
    // A visitor who refuses Brotli is not sent it.
    expect((await encodedPage('br;q=0, gzip')).headers['content-encoding']).toBe('gzip')
  })

  it('share one cache entry between addresses that differ only in parameters the page ignores', async () => {
    const first = await page('/products?sort=name&utm_source=newsletter')
    const second = await page('/products?gclid=abc&sort=name')
    expect(first.status).toBe(200)
    expect(servedFromCache(second.headers)).toBe(true)
    expect(second.body).toBe(first.body)
  })

  it('show a title edited in the admin within seconds, without a rebuild', async () => {
    const original = product.title
    const edited = `${original} (edited ${Date.now()})`
    expect((await page(PAGE)).body).toContain(original)
    try {
      expect(await updateProduct({ title: edited })).toBe(200)
      const after = await eventually(
        () => page(PAGE),
        (response) => response.body.includes(edited),
      )
      expect(after.body).toContain(edited)
      const listing = await eventually(
        () => page('/products?sort=name'),
        (response) => response.body.includes(edited),
      )
      expect(listing.body).toContain(edited)
    } finally {
      await updateProduct({ title: original })
    }
    const restored = await eventually(
      () => page(PAGE),
      (response) => !response.body.includes('(edited '),
    )
    expect(restored.body).not.toContain('(edited ')
  })

  it('take down an archived product within seconds and bring it back when it is active again', async () => {
    expect((await page(PAGE)).status).toBe(200)
    try {
      expect(await updateProduct({ status: 'archived' })).toBe(200)
      const gone = await eventually(
        () => page(PAGE),
        (response) => response.status === 404,
      )
      expect(gone.status).toBe(404)
    } finally {
      await updateProduct({ status: 'active' })
    }
    const back = await eventually(
      () => page(PAGE),
      (response) => response.status === 200,
    )
    expect(back.status).toBe(200)
  })

  it('hold nothing of a signed-in customer: two visitors get the same page', async () => {
    const customer = await login('customers', DEMO.customerA)
    const me = (await api('/customers/me', { token: customer.token })).body.user
    for (const path of ['/', PAGE, '/products', '/categories/apparel']) {
      // An earlier test's edit may still be re-rendering in the background (the first visitor after
      // an expiry gets the stale page), so the two visits are repeated until they see one rendering.
      const [anonymous, signedIn] = await eventually(
        async () => [await page(path), await page(path, `payload-token=${customer.token}`)] as const,
        ([first, second]) => first.body === second.body,
      )
      expect(signedIn.status, path).toBe(200)
      expect(signedIn.body, path).toBe(anonymous.body)
      for (const detail of [me.email, me.firstName, me.lastName].filter(Boolean)) {
        expect(signedIn.body, `${path} holds ${detail}`).not.toContain(detail)
      }
    }
  })
})
