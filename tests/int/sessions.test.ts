import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, baseURL, cookieValue, DEMO, latestEmailTo, login, setCookie } from '../support/http'

// Sessions live on the server (Payload's `useSessions`): each token names its session (`sid`), and
// logout or a password reset deletes sessions, so a token that is still unexpired stops working.

let staffToken: string

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

type Collection = 'customers' | 'staff-members'

/** Both ways a browser or a script presents a token: the auth cookie and the Authorization header. */
const ways = (token: string) => [
  { label: 'cookie', cookie: `payload-token=${token}`, headers: { origin: baseURL() } },
  { label: 'Authorization header', token },
]

/** Who the server takes this token for (null: nobody), asked both ways; both must agree. */
const whoIs = async (collection: Collection, token: string) => {
  const answers = await Promise.all(ways(token).map(async (way) => (await api(`/${collection}/me?depth=0`, way)).body.user?.email ?? null))
  expect(answers[0], 'cookie and header agree').toBe(answers[1])
  return answers[0]
}

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as unknown

/** A change the old token would make to its own account if it were still accepted, and whether it went through. */
const canWriteWith = async (token: string, id: number) => {
  const results = []
  for (const way of ways(token)) {
    const response = await api(`/customers/${id}`, { method: 'PATCH', body: { company: `written with ${way.label}` }, ...way })
    results.push(response.status)
  }
  return results
}

describe('sessions are kept on the server', () => {
  it('every login gets a session of its own, named in its token', async () => {
    const customer = await freshCustomer(staffToken, 'sessions')
    const second = await login('customers', customer)
    expect(sessionIdOf(customer.token)).toEqual(expect.any(String))
    expect(sessionIdOf(second.token)).not.toBe(sessionIdOf(customer.token))
  })
})

describe('logout', () => {
  it('over REST (the storefront button) ends the session: the old token is refused both ways, other devices stay in', async () => {
    const customer = await freshCustomer(staffToken, 'logout')
    const otherDevice = await login('customers', customer)
    expect(await whoIs('customers', customer.token)).toBe(customer.email)

    const logout = await api('/customers/logout', { method: 'POST', ...ways(customer.token)[0] })
    expect(logout.status).toBe(200)
    const cleared = setCookie(logout.headers, 'payload-token')
    expect(cleared).toMatch(/^payload-token=;/)
    expect(Date.parse(cleared!.match(/Expires=([^;]+)/i)![1]!)).toBeLessThanOrEqual(Date.now())

    expect(await whoIs('customers', customer.token)).toBeNull()
    expect(await canWriteWith(customer.token, customer.id)).toEqual([403, 403])
    expect((await api(`/customers/${customer.id}?depth=0`, { token: staffToken })).body.company ?? null).toBeNull()
    expect(await whoIs('customers', otherDevice.token)).toBe(customer.email)
  })

  it('with ?allSessions=true ends every session of the account', async () => {
    const customer = await freshCustomer(staffToken, 'logout-all')
    const otherDevice = await login('customers', customer)
    expect((await api('/customers/logout?allSessions=true', { method: 'POST', token: customer.token })).status).toBe(200)
    expect(await whoIs('customers', customer.token)).toBeNull()
    expect(await whoIs('customers', otherDevice.token)).toBeNull()
  })

  it('ends a staff session too', async () => {
    const staff = await login('staff-members', DEMO.staff)
    expect(await whoIs('staff-members', staff.token)).toBe(DEMO.staff.email)
    expect((await api('/staff-members/logout', { method: 'POST', token: staff.token })).status).toBe(200)
    expect(await whoIs('staff-members', staff.token)).toBeNull()
    expect((await api('/customers?limit=1&depth=0', { token: staff.token })).status).toBe(403)
    expect(await whoIs('staff-members', staffToken)).toBe(DEMO.staff.email)
  })
})

describe('password reset', () => {
  it('ends every session the account had: old tokens are refused as cookie and as header, the new one works', async () => {
    const customer = await freshCustomer(staffToken, 'reset')
    const laptop = await login('customers', customer)
    expect(await whoIs('customers', laptop.token)).toBe(customer.email)

    expect((await api('/customers/forgot-password', { body: { email: customer.email } })).status).toBe(200)
    const mail = await latestEmailTo(staffToken, customer.email, 'Reset your password')
    const resetToken = mail?.html.match(/\/auth\/reset-password\?token=([0-9a-f]+)/)?.[1]
    expect(resetToken).toBeTruthy()
    const reset = await api('/customers/reset-password', { body: { token: resetToken, password: 'after-reset-pass-2' } })
    expect(reset.status).toBe(200)

    for (const old of [customer.token, laptop.token]) {
      expect(await whoIs('customers', old)).toBeNull()
      expect(await canWriteWith(old, customer.id)).toEqual([403, 403])
    }
    expect((await api(`/customers/${customer.id}?depth=0`, { token: staffToken })).body.company ?? null).toBeNull()
    const fresh = cookieValue(setCookie(reset.headers, 'payload-token'))
    expect(fresh).toMatch(/^payload-token=./)
    expect(await whoIs('customers', fresh.slice('payload-token='.length))).toBe(customer.email)
    expect((await api('/customers/login', { body: { email: customer.email, password: customer.password } })).status).toBe(401)
  })
})
