import { describe, expect, it } from 'vitest'

import { dashboardPageRequest, tokenClaims, type RequestHeaders } from '@/domain/dashboard-page-key'

const NOW = Date.UTC(2026, 10, 21)
const tokenFor = (claims: Record<string, unknown>) =>
  ['header', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')
const customerToken = tokenFor({ id: 7, collection: 'customers', sid: 'session-7', exp: NOW / 1000 + 3600 })

const browser = (extra: RequestHeaders = {}): RequestHeaders => ({
  host: 'shop.example',
  'accept-encoding': 'gzip',
  'sec-fetch-site': 'same-origin',
  cookie: `theme=dark; payload-token=${customerToken}`,
  ...extra,
})

const keyFor = (url: string, headers: RequestHeaders, method = 'GET') => dashboardPageRequest(method, url, headers, NOW)

describe('dashboardPageRequest', () => {
  it('keys a customer’s page view by token, host, encoding and address', () => {
    expect(keyFor('/dashboard/orders?page=2', browser())).toEqual({
      key: `${customerToken} shop.example gzip /dashboard/orders?page=2`,
      customerId: 7,
      sessionId: 'session-7',
    })
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
  ])('leaves %s to Next.js', (_label, key) => {
    expect(key()).toBeNull()
  })
})

describe('tokenClaims', () => {
  it('reads the id, collection, session and expiry of a token', () => {
    expect(tokenClaims(customerToken)).toEqual({ id: 7, collection: 'customers', sid: 'session-7', exp: NOW / 1000 + 3600 })
  })

  it.each(['', 'one-part', 'a.not-base64-json.c', tokenFor({ id: '7', sid: 's', exp: 1 }), tokenFor({ id: 7, exp: 1 })])('rejects %s', (token) => {
    expect(tokenClaims(token)).toBeNull()
  })
})
