import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { dashboardPageRequest, tokenClaims, type RequestHeaders } from '@/domain/dashboard-page-key'

const NOW = Date.UTC(2026, 10, 21)
const KEY = 'the-session-token-key'
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const signedWith = (key: string, signed: string) => `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`
/** A JWT as Payload signs one: HS256 over header and claims. */
const tokenFor = (claims: Record<string, unknown>, key = KEY, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) =>
  signedWith(key, `${base64url(header)}.${base64url(claims)}`)
const customerToken = tokenFor({ id: 7, collection: 'customers', sid: 'session-7', exp: NOW / 1000 + 3600 })
const forgedToken = tokenFor({ id: 7, collection: 'customers', sid: 'session-7', exp: NOW / 1000 + 3600 }, 'forged')

const browser = (extra: RequestHeaders = {}): RequestHeaders => ({
  host: 'shop.example',
  'accept-encoding': 'gzip',
  'sec-fetch-site': 'same-origin',
  cookie: `theme=dark; payload-token=${customerToken}`,
  ...extra,
})

const keyFor = (url: string, headers: RequestHeaders, method = 'GET') => dashboardPageRequest(method, url, headers, KEY, NOW)

describe('dashboardPageRequest', () => {
  it('keys a customer’s page view by customer, host, encoding and address', () => {
    expect(keyFor('/dashboard/orders?page=2', browser())).toEqual({
      key: 'customer 7 shop.example gzip /dashboard/orders?page=2',
      customerId: 7,
      sessionId: 'session-7',
    })
  })

  it('gives every session of a customer the same key, and another customer another', () => {
    const otherSession = tokenFor({ id: 7, collection: 'customers', sid: 'session-8', exp: NOW / 1000 + 60 })
    const otherCustomer = tokenFor({ id: 8, collection: 'customers', sid: 'session-9', exp: NOW / 1000 + 60 })
    const sameCustomer = keyFor('/dashboard/orders', browser({ cookie: `payload-token=${otherSession}` }))
    expect(sameCustomer).toMatchObject({ key: keyFor('/dashboard/orders', browser())?.key, sessionId: 'session-8' })
    const otherKey = keyFor('/dashboard/orders', browser({ cookie: `payload-token=${otherCustomer}` }))?.key
    expect(otherKey).toBe('customer 8 shop.example gzip /dashboard/orders')
  })

  it('leaves a header carrying two session tokens to Next.js, whichever comes first', () => {
    const other = tokenFor({ id: 8, collection: 'customers', sid: 'session-9', exp: NOW / 1000 + 60 })
    expect(keyFor('/dashboard/orders', browser({ cookie: `payload-token=${other}; payload-token=${customerToken}` }))).toBeNull()
    expect(keyFor('/dashboard/orders', browser({ cookie: `payload-token=${customerToken}; theme=dark; payload-token=${other}` }))).toBeNull()
    expect(keyFor('/dashboard/orders', browser({ cookie: `payload-token=${customerToken}; payload-token=${customerToken}` }))).toBeNull()
  })

  it('gives different addresses, hosts and encodings different keys', () => {
    const keys = [
      keyFor('/dashboard/orders', browser()),
      keyFor('/dashboard/orders?page=2', browser()),
      keyFor('/dashboard/orders', browser({ host: 'other.example' })),
      keyFor('/dashboard/orders', browser({ 'accept-encoding': 'br' })),
    ].map((page) => page?.key)
    expect(new Set(keys).size).toBe(4)
  })

  it('accepts the navigations Payload takes the cookie from', () => {
    for (const site of ['same-origin', 'same-site', 'none']) expect(keyFor('/dashboard/projects', browser({ 'sec-fetch-site': site }))).not.toBeNull()
  })

  it.each([
    ['a POST', () => keyFor('/dashboard/projects', browser(), 'POST')],
    ['a page outside the dashboard', () => keyFor('/products', browser())],
    ['the dashboard root, which redirects', () => keyFor('/dashboard', browser())],
    ['a client navigation', () => keyFor('/dashboard/projects', browser({ rsc: '1' }))],
    ['a server action', () => keyFor('/dashboard/projects', browser({ 'next-action': 'abc' }))],
    ['a cross-site request', () => keyFor('/dashboard/projects', browser({ 'sec-fetch-site': 'cross-site' }))],
    ['a request without Sec-Fetch-Site', () => keyFor('/dashboard/projects', browser({ 'sec-fetch-site': undefined }))],
    ['a request with an Origin', () => keyFor('/dashboard/projects', browser({ origin: 'https://shop.example' }))],
    ['a bearer token', () => keyFor('/dashboard/projects', browser({ authorization: `Bearer ${customerToken}` }))],
    ['a campaign link', () => keyFor('/dashboard/projects?utm_source=mail', browser())],
    ['no session cookie', () => keyFor('/dashboard/projects', browser({ cookie: 'theme=dark' }))],
    ['staff viewing as a customer', () => keyFor('/dashboard/projects', browser({ cookie: `payload-token=${customerToken}; impersonation=signed` }))],
    ['a staff token', () => keyFor('/dashboard/projects', browser({ cookie: `payload-token=${tokenFor({ id: 1, collection: 'staff-members', sid: 's', exp: NOW / 1000 + 60 })}` }))],
    ['an expired token', () => keyFor('/dashboard/projects', browser({ cookie: `payload-token=${tokenFor({ id: 7, collection: 'customers', sid: 's', exp: NOW / 1000 })}` }))],
    ['a token that is not a JWT', () => keyFor('/dashboard/projects', browser({ cookie: 'payload-token=garbage' }))],
    ['a token signed with another key', () => keyFor('/dashboard/projects', browser({ cookie: `payload-token=${forgedToken}` }))],
  ])('leaves %s to Next.js', (_label, key) => {
    expect(key()).toBeNull()
  })
})

describe('tokenClaims', () => {
  it('reads the id, collection, session and expiry of a token signed with the key', () => {
    expect(tokenClaims(customerToken, KEY)).toEqual({ id: 7, collection: 'customers', sid: 'session-7', exp: NOW / 1000 + 3600 })
  })

  const [header, body, signature] = customerToken.split('.')
  const otherClaims = base64url({ id: 8, collection: 'customers', sid: 'session-7', exp: NOW / 1000 + 3600 })
  it.each([
    ['an empty string', ''],
    ['one part', 'one-part'],
    ['claims that are not JSON', signedWith(KEY, `${header}.${Buffer.from('not json').toString('base64url')}`)],
    ['claims that are not an object', tokenFor('a string' as never)],
    ['a string id', tokenFor({ id: '7', sid: 's', exp: 1 })],
    ['no session', tokenFor({ id: 7, exp: 1 })],
    ['another key’s signature', tokenFor({ id: 7, collection: 'customers', sid: 's', exp: 1 }, 'forged')],
    ['claims changed after signing', `${header}.${otherClaims}.${signature}`],
    ['no signature', `${header}.${body}.`],
    ['a fourth part', `${customerToken}.extra`],
    ['another algorithm', tokenFor({ id: 7, collection: 'customers', sid: 's', exp: 1 }, KEY, { alg: 'HS512' })],
  ])('rejects %s', (_label, token) => {
    expect(tokenClaims(token, KEY)).toBeNull()
  })
})
