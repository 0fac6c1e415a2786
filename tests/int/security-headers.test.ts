import { createHash } from 'node:crypto'

import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startServe, type ServeProcess } from '../../scripts/serve-process'
import { freePort } from '../support/app-server'
import { freshCustomer } from '../support/customers'
import { DEMO, login, request } from '../support/http'
import { servedFromCache } from '../support/page-cache'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'

/** Every kind of response carries the security headers, and the health check answers. */
describe('security headers', () => {
  for (const path of [
    '/',
    '/products',
    '/dashboard/projects',
    '/auth',
    '/admin/login',
    '/payload-api/products?limit=1',
    '/healthz',
    '/no-such-page',
  ]) {
    it(`are on ${path}`, async () => {
      const response = await request(path)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain('script-src')
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
    })
  }
})

describe('/healthz', () => {
  it('reports the database reachable, uncached', async () => {
    const response = await request<{ status: string; database: string }>('/healthz')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'ok' })
    expect(['sqlite', 'postgres']).toContain(response.body.database)
    expect(response.headers.get('cache-control')).toContain('no-store')
  })
})

type Script = { attributes: Record<string, string>; text: string }

/** The script elements of a page, read by a real HTML parser. */
const scriptsOf = (html: string): Script[] => {
  const scripts: Script[] = []
  let open: Script | null = null
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === 'script') open = { attributes, text: '' }
    },
    ontext: (text) => {
      if (open) open.text += text
    },
    onclosetag: (name) => {
      if (name === 'script' && open) scripts.push(open)
      if (name === 'script') open = null
    },
  })
  parser.end(html)
  return scripts
}

const sourcesOf = (policy: string, name: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? []

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// Data blocks (JSON-LD) are never run, so CSP does not govern them.
const runs = (script: Script) => script.attributes.src === undefined && ['', 'text/javascript', 'module'].includes(script.attributes.type ?? '')

/**
 * The page's policy allows no inline script it does not name, no <base>, and names every inline
 * script the page holds, by the nonce the page was rendered with or by the script's hash.
 */
const expectEveryScriptNamed = async (response: Response) => {
  expect(response.status).toBe(200)
  const policy = response.headers.get('content-security-policy') ?? ''
  const scriptSources = sourcesOf(policy, 'script-src')
  expect(scriptSources).toContain("'self'")
  expect(scriptSources).toContain('https://js.stripe.com')
  expect(scriptSources).not.toContain("'unsafe-inline'")
  expect(sourcesOf(policy, 'base-uri')).toEqual(["'none'"])
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1)
  const inline = scriptsOf(await response.text()).filter(runs)
  expect(inline.length).toBeGreaterThan(0)
  for (const script of inline) {
    const named = (nonce !== undefined && script.attributes.nonce === nonce) || scriptSources.includes(sha256(script.text))
    expect(named, `not named by the policy: <script>${script.text.slice(0, 120)}`).toBe(true)
  }
  return { policy, nonce }
}

const get = (baseURL: string, path: string, cookie?: string) =>
  fetch(`${baseURL}${path}`, { headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) }, redirect: 'manual' })

describe('the content security policy of each kind of page', () => {
  let serve: ServeProcess
  let staffCookie: string
  let customerCookie: string
  let sharePath: string

  beforeAll(async () => {
    const staff = await login('staff-members', DEMO.staff)
    staffCookie = `payload-token=${staff.token}`
    customerCookie = `payload-token=${(await freshCustomer(staff.token, 'csp')).token}`
    const project = await (await reviewFixtures()).project('awaiting_payment')
    sharePath = reviewPath('payment', project.id, project.shareKey)
    serve = await startServe({ ...inject('databaseEnv'), JOBS_AUTORUN: 'false' }, await freePort())
  }, 240_000)

  afterAll(() => serve?.stop())

  it('names the hashes of a storefront page’s scripts, rendered for the first visitor and cached for the next', async () => {
    // A listing page nobody has asked for yet: its first visitor gets a fresh render.
    const path = `/products?page=${2 + Math.floor(Math.random() * 9_000)}`
    const first = await get(inject('baseURL'), path)
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    const rendered = await expectEveryScriptNamed(first)
    const second = await get(inject('baseURL'), path)
    expect(servedFromCache(second.headers)).toBe(true)
    const cached = await expectEveryScriptNamed(second)
    // The same bytes for everyone: a nonce here would be shared by every visitor.
    expect(rendered.nonce).toBeUndefined()
    expect(cached.policy).toBe(rendered.policy)
  })

  it('names the hashes of a storefront page answered from the production server’s memory', async () => {
    await get(serve.baseURL, '/products')
    const repeat = await get(serve.baseURL, '/products')
    expect(repeat.headers.get('x-page-cache')).toBe('HIT')
    expect((await expectEveryScriptNamed(repeat)).nonce).toBeUndefined()
  })

  it('gives each render of a dashboard page a fresh nonce', async () => {
    const first = await expectEveryScriptNamed(await get(inject('baseURL'), '/dashboard/projects', customerCookie))
    const second = await expectEveryScriptNamed(await get(inject('baseURL'), '/dashboard/projects', customerCookie))
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(second.nonce).not.toBe(first.nonce)
  })

  it('gives the admin a fresh nonce, signed out and signed in', async () => {
    const signedOut = await expectEveryScriptNamed(await get(inject('baseURL'), '/admin/login'))
    const signedIn = await expectEveryScriptNamed(await get(inject('baseURL'), '/admin', staffCookie))
    expect(signedOut.nonce).toBeDefined()
    expect(signedIn.nonce).toBeDefined()
  })

  it('gives a share-link payment page, which loads Stripe, a fresh nonce', async () => {
    const { nonce } = await expectEveryScriptNamed(await get(inject('baseURL'), sharePath))
    expect(nonce).toBeDefined()
  })
})
