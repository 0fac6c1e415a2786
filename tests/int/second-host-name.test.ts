import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, login } from '../support/http'
import { artworkPath, reviewFixtures } from '../support/review-fixtures'
import { callServerAction, PROFILE_ACTION, profileForm, REVIEW_ACTIONS } from '../support/server-action'

// The test server's SERVER_URL is http://127.0.0.1:<port>. The same server opened as localhost is
// the app at a second host name, as someone following the other address would open it: its own
// pages write with the auth cookie and an Origin that SERVER_URL does not name.
const secondHost = () => baseURL().replace('127.0.0.1', 'localhost')
const EVIL = 'https://evil.example'
const REFUSED = /^Cross-site request refused: it came from /
let staffToken: string

beforeAll(async () => {
  expect(new URL(baseURL()).hostname, 'the test server is configured as 127.0.0.1').toBe('127.0.0.1')
  staffToken = (await login('staff-members', DEMO.staff)).token
})

const cookieOf = (token: string) => `payload-token=${token}`

/** A browser sending to `base` from a page at `origin` (its own page unless told). */
const browser = (base: string, token: string, origin = base) => ({ base, cookie: cookieOf(token), headers: { origin } })

/** Who the server takes the token for, asked with the Authorization header (null: nobody). */
const whoIs = async (token: string) => (await api('/customers/me?depth=0', { token })).body.user?.email ?? null

const companyOf = async (id: number) => (await api(`/customers/${id}?depth=0`, { token: staffToken })).body.company ?? null

describe('signed in at a second host name', () => {
  it('writes with the auth cookie from its own pages: REST, account settings and an artwork approval', async () => {
    const customer = await freshCustomer(staffToken, 'second-host')
    const patched = await api(`/customers/${customer.id}`, {
      method: 'PATCH',
      body: { company: 'Second Host Co' },
      ...browser(secondHost(), customer.token),
    })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect(await companyOf(customer.id)).toBe('Second Host Co')

    const saved = await callServerAction('/dashboard/account-settings', PROFILE_ACTION, [{ status: 'idle' }, profileForm('Renamed')], {
      base: secondHost(),
      cookie: cookieOf(customer.token),
    })
    expect(saved.result).toEqual({ status: 'success', message: 'Your details are saved.' })
    expect((await api(`/customers/${customer.id}?depth=0`, { token: staffToken })).body.firstName).toBe('Renamed')

    const fixtures = await reviewFixtures()
    const order = await fixtures.orderWithProofs()
    const approved = await callServerAction(
      artworkPath(order.id, order.shareKey),
      REVIEW_ACTIONS.artwork,
      [String(order.id), order.shareKey, { itemId: order.itemIds[0], verdict: 'approved' }],
      { base: secondHost(), cookie: cookieOf(fixtures.owner.token) },
    )
    expect(approved.result.ok, JSON.stringify(approved.result)).toBe(true)
    const items = (await api(`/orders/${order.id}?depth=0`, { token: staffToken })).body.artworkReviewItems
    expect(items.find((item: { id: string }) => item.id === order.itemIds[0]).status).toBe('approved')
  })

  it("staff in the admin write with their cookie there too (the admin's buttons)", async () => {
    const customer = await freshCustomer(staffToken, 'second-host-staff')
    const staff = await login('staff-members', DEMO.staff)
    const patched = await api(`/customers/${customer.id}`, {
      method: 'PATCH',
      body: { company: 'Set by staff' },
      ...browser(secondHost(), staff.token),
    })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect(await companyOf(customer.id)).toBe('Set by staff')
  })

  it("Payload's cookie check follows the same rule: ours are SERVER_URL and the host the request was sent to", async () => {
    const customer = await freshCustomer(staffToken, 'second-host-me')
    const me = async (options: ReturnType<typeof browser>) => (await api('/customers/me?depth=0', options)).body.user?.email ?? null
    expect(await me(browser(secondHost(), customer.token))).toBe(customer.email)
    expect(await me(browser(secondHost(), customer.token, baseURL()))).toBe(customer.email)
    expect(await me(browser(secondHost(), customer.token, EVIL))).toBeNull()
    // Sent to 127.0.0.1 from a page at localhost: neither configured nor the host addressed.
    expect(await me(browser(baseURL(), customer.token, secondHost()))).toBeNull()
  })

  it('a write from another site is still refused there, and from a host other than the one addressed', async () => {
    const customer = await freshCustomer(staffToken, 'second-host-forged')
    const attempts = [browser(secondHost(), customer.token, EVIL), browser(baseURL(), customer.token, secondHost())]
    for (const attempt of attempts) {
      const forged = await api(`/customers/${customer.id}`, { method: 'PATCH', body: { company: 'Evil Corp' }, ...attempt })
      expect(forged.status, attempt.headers.origin).toBe(403)
      expect(forged.body.errors[0].message).toMatch(REFUSED)
    }
    expect(await companyOf(customer.id)).toBeNull()
  })

  it('behind the trusted proxy (TRUST_PROXY, as on this server) the host the proxy was asked for is ours too', async () => {
    const customer = await freshCustomer(staffToken, 'second-host-proxy')
    const proxied = await api(`/customers/${customer.id}`, {
      method: 'PATCH',
      body: { company: 'Proxied Co' },
      cookie: cookieOf(customer.token),
      headers: { origin: 'https://shop.swagly.example', 'x-forwarded-host': 'shop.swagly.example', 'x-forwarded-proto': 'https' },
    })
    expect(proxied.status, JSON.stringify(proxied.body)).toBe(200)
    expect(await companyOf(customer.id)).toBe('Proxied Co')
  })
})

describe('logging out at a second host name', () => {
  it('ends the session: the old token is refused afterwards', async () => {
    const customer = await freshCustomer(staffToken, 'second-host-logout')
    const logout = await api('/customers/logout', { method: 'POST', ...browser(secondHost(), customer.token) })
    expect(logout.status, JSON.stringify(logout.body)).toBe(200)
    expect(await whoIs(customer.token)).toBeNull()
    const write = await api(`/customers/${customer.id}`, { method: 'PATCH', body: { company: 'Still here' }, token: customer.token })
    expect(write.status).toBe(403)
  })

  it('a refused logout answers with a reason and leaves the session as it was', async () => {
    const customer = await freshCustomer(staffToken, 'second-host-refused')
    const forged = await api('/customers/logout', { method: 'POST', ...browser(secondHost(), customer.token, EVIL) })
    expect(forged.status).toBe(403)
    expect(forged.body.errors[0].message).toMatch(REFUSED)
    expect(await whoIs(customer.token)).toBe(customer.email)
  })
})
