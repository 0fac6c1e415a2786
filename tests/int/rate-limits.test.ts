import { request as httpRequest } from 'node:http'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startServe, type ServeProcess } from '../../scripts/serve-process'
import { freePort } from '../support/app-server'
import { randomAddress } from '../support/client-address'
import { api, request } from '../support/http'
import { callServerAction } from '../support/server-action'

/**
 * Per-address limits on the public calls: ten attempts a minute from one address, the eleventh is
 * refused with 429 and Retry-After before it reaches Payload, and other addresses are unaffected.
 * The suite's server trusts X-Forwarded-For (TRUST_PROXY); the last block runs a server that does not.
 */
const ROUTES: { path: string; body: Record<string, unknown> }[] = [
  { path: '/customers', body: { email: 'not an email', password: 'whatever-password-1' } },
  { path: '/customers/login', body: { email: 'nobody-here@example.com', password: 'wrong-password' } },
  { path: '/customers/forgot-password', body: { email: 'nobody-here@example.com' } },
  { path: '/customers/reset-password', body: { token: 'not-a-token', password: 'whatever-password-1' } },
  { path: '/customers/check-registration', body: { email: 'nobody-here@example.com' } },
  { path: '/customers/create-inactive', body: { email: 'not an email' } },
  { path: '/customers/update-inactive-customer-email', body: {} },
  { path: '/customers/activate-inactive', body: {} },
  { path: '/enquiries', body: {} },
  { path: '/staff-members/login', body: { email: 'nobody-here@example.com', password: 'wrong-password' } },
]

describe.each(ROUTES.map((route, index) => ({ ...route, address: `203.0.113.${index + 10}` })))('POST $path', ({ path, body, address }) => {
  it('refuses the eleventh attempt in a minute from one address with 429 and Retry-After', async () => {
    const from = (ip: string) => api(path, { body, headers: { 'x-forwarded-for': ip } })
    const first = await Promise.all(Array.from({ length: 10 }, () => from(address)))
    for (const response of first) expect(response.status).not.toBe(429)
    const refused = await from(address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(refused.body.errors[0].message).toMatch(/^Too many attempts\. Wait (1 second|([02-9]|\d{2,}) seconds) and try again\.$/)
    // A client cannot dodge the limit by claiming another address in front of the balancer's entry.
    expect((await from(`198.51.100.1, ${address}`)).status).toBe(429)
    expect((await from(`198.51.100.${(address.length % 200) + 20}`)).status).not.toBe(429)
  })
})

describe('the same calls over GraphQL', () => {
  const LOGIN = (alias: string) => `${alias}: loginCustomer(email: "nobody-here@example.com", password: "wrong-password") { token }`
  const post = (query: string, address: string, headers: Record<string, string> = {}) =>
    request('/payload-api/graphql', { body: { query }, headers: { 'x-forwarded-for': address, ...headers } })

  it('share the REST budget: after ten REST logins from one address a GraphQL login is refused', async () => {
    const address = '203.0.113.60'
    await Promise.all(Array.from({ length: 10 }, () => api('/customers/login', { body: ROUTES[0]!.body, headers: { 'x-forwarded-for': address } })))
    const refused = await post(`mutation { ${LOGIN('a')} }`, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })

  it('count every aliased attempt: eleven logins in one request are refused before any runs', async () => {
    const address = '203.0.113.61'
    const aliases = Array.from({ length: 11 }, (_, index) => LOGIN(`guess${index}`)).join(' ')
    const refused = await post(`mutation { ${aliases} }`, address)
    expect(refused.status).toBe(429)
    expect(refused.body.errors[0].message).toMatch(/^Too many attempts/)
    // Ten in one request are within the budget: they run (and fail as wrong passwords).
    const allowed = await post(`mutation { ${Array.from({ length: 10 }, (_, index) => LOGIN(`try${index}`)).join(' ')} }`, '203.0.113.62')
    expect(allowed.status).not.toBe(429)
  })

  it('count a mutation asking for a fresh answer too: such reads skip Next.js, mutations never do', async () => {
    const aliases = Array.from({ length: 11 }, (_, index) => LOGIN(`fresh${index}`)).join(' ')
    const refused = await post(`mutation { ${aliases} }`, '203.0.113.63', { 'cache-control': 'no-cache' })
    expect(refused.status).toBe(429)
    expect(refused.body.errors[0].message).toMatch(/^Too many attempts/)
  })
})

/** A JSON post from a chosen local address, so the server sees another connection's address. */
const postFrom = (localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: any }>((resolve, reject) => {
    const sent = httpRequest(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : null }))
    })
    sent.on('error', reject)
    sent.end(JSON.stringify(body))
  })

describe('without TRUST_PROXY, on the production server (scripts/serve.ts)', () => {
  let serve: ServeProcess
  const WRONG = { email: 'nobody-here@example.com', password: 'wrong-password' }
  const AUTH_ACTIONS = 'src/features/auth/actions.ts'

  beforeAll(async () => {
    serve = await startServe({ ...inject('databaseEnv'), TRUST_PROXY: 'false', JOBS_AUTORUN: 'false' }, await freePort())
  }, 180_000)

  afterAll(() => serve?.stop())

  // Every call claims a different X-Forwarded-For, which must not buy a fresh budget.
  const restLogin = (from = '127.0.0.1') =>
    postFrom(from, `${serve.baseURL}/payload-api/customers/login`, WRONG, { 'x-forwarded-for': randomAddress() })
  const graphQLLogin = () =>
    postFrom(
      '127.0.0.1',
      `${serve.baseURL}/payload-api/graphql`,
      { query: `mutation { loginCustomer(email: "${WRONG.email}", password: "${WRONG.password}") { token } }` },
      { 'x-forwarded-for': randomAddress() },
    )
  const formLogin = () => {
    const form = new FormData()
    form.set('email', WRONG.email)
    form.set('password', WRONG.password)
    return callServerAction<{ message?: string }>('/auth', { file: AUTH_ACTIONS, name: 'loginAction' }, [{ status: 'idle' }, form], {
      base: serve.baseURL,
    })
  }

  it('keys logins by the connection: REST, GraphQL and the login form share one budget, whatever X-Forwarded-For says', async () => {
    for (let attempt = 0; attempt < 4; attempt++) expect((await restLogin()).status).toBe(401)
    for (let attempt = 0; attempt < 3; attempt++) expect((await graphQLLogin()).status).not.toBe(429)
    for (let attempt = 0; attempt < 3; attempt++) expect((await formLogin()).result.message).not.toMatch(/Too many attempts/)

    expect((await restLogin()).status).toBe(429)
    expect((await graphQLLogin()).status).toBe(429)
    expect((await formLogin()).result.message).toMatch(/^Too many attempts/)
    // Another connection's address has its own budget.
    expect((await restLogin('127.0.0.2')).status).toBe(401)
  })
})
