import { beforeAll, describe, expect, it } from 'vitest'

import { api, cookieValue, DEMO, latestEmailTo, login, setCookie } from '../support/http'
import { callServerAction } from '../support/server-action'

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

let staffToken: string

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

const customerByEmail = async (email: string) => {
  const { body } = await api(`/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { token: staffToken })
  return body.docs[0] ?? null
}

describe('POST /payload-api/customers/check-registration', () => {
  it('answers 200 for an unknown email and for an active account', async () => {
    const unknown = await api('/customers/check-registration', { body: { email: unique('nobody') } })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ registered: false })
    const active = await api('/customers/check-registration', { body: { email: DEMO.customerA.email } })
    expect(active.status).toBe(200)
    expect(active.body).toEqual({ registered: true, isActive: true })
  })

  it('answers 403 with only id, email and isActive for an inactive customer, and sets the signed cookie', async () => {
    const email = unique('inactive')
    const created = await api('/customers/create-inactive', { body: { email } })
    const response = await api('/customers/check-registration', { body: { email: email.toUpperCase() } })
    expect(response.status).toBe(403)
    expect(response.body.customer).toEqual({ id: created.body.customer.id, email, isActive: false })
    const cookie = setCookie(response.headers, 'inactive-customer')
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=3600/)
  })
})

describe('POST /payload-api/customers/create-inactive', () => {
  it('creates an inactive customer that cannot log in', async () => {
    const email = unique('new')
    const response = await api('/customers/create-inactive', {
      body: { email, phone: { countryCode: 'AU', number: '0412 345 678' } },
    })
    expect(response.status).toBe(201)
    expect(response.body.customer).toMatchObject({ email, isActive: false })
    const stored = await customerByEmail(email)
    expect(stored.phone.formatted).toBe('+61 412 345 678')
    const loginAttempt = await api('/customers/login', { body: { email, password: 'anything-at-all' } })
    expect(loginAttempt.status).toBe(401)
  })

  it('answers 409 with the existing customer for a known email', async () => {
    const active = await api('/customers/create-inactive', { body: { email: DEMO.customerA.email } })
    expect(active.status).toBe(409)
    expect(active.body.reason).toBe('active-exists')
    expect(Object.keys(active.body.customer).sort()).toEqual(['email', 'id', 'isActive'])
    const email = unique('twice')
    await api('/customers/create-inactive', { body: { email } })
    const again = await api('/customers/create-inactive', { body: { email } })
    expect(again.status).toBe(409)
    expect(again.body.reason).toBe('inactive-exists')
  })

  it.each([
    ['no body', undefined],
    ['a missing email', { phone: { countryCode: 'AU', number: '0412345678' } }],
    ['an invalid email', { email: 'not-an-email' }],
    ['a number as email', { email: 42 }],
    ['an invalid phone', { email: 'valid@example.com', phone: { countryCode: 'AU', number: '12' } }],
    ['an unknown country', { email: 'valid@example.com', phone: { countryCode: 'Australia', number: '0412345678' } }],
    ['a huge email', { email: `${'a'.repeat(5000)}@example.com` }],
  ])('answers 400 for %s and writes nothing', async (_label, body) => {
    const before = (await api('/customers?limit=1', { token: staffToken })).body.totalDocs
    const response = await api('/customers/create-inactive', body === undefined ? { method: 'POST' } : { body })
    expect(response.status).toBe(400)
    expect(typeof response.body.errors[0].message).toBe('string')
    expect((await api('/customers?limit=1', { token: staffToken })).body.totalDocs).toBe(before)
  })

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    expect((await api('/customers/create-inactive', { rawBody: '{"email":' })).status).toBe(400)
    const huge = await api('/customers/create-inactive', { rawBody: JSON.stringify({ email: 'a@b.co', notes: 'x'.repeat(100_000) }) })
    expect(huge.status).toBe(413)
  })
})

describe('POST /payload-api/customers/update-inactive-customer-email', () => {
  it('changes the email only for the inactive customer this browser created', async () => {
    const email = unique('mine')
    const created = await api('/customers/create-inactive', { body: { email } })
    const cookie = cookieValue(setCookie(created.headers, 'inactive-customer'))
    const id = created.body.customer.id

    const same = await api('/customers/update-inactive-customer-email', { body: { id, email }, cookie })
    expect(same.status).toBe(200)
    expect(same.body.changed).toBe(false)

    const newEmail = unique('renamed')
    const changed = await api('/customers/update-inactive-customer-email', { body: { id, email: newEmail }, cookie })
    expect(changed.status).toBe(200)
    expect(changed.body.customer.email).toBe(newEmail)
    expect((await customerByEmail(newEmail)).id).toBe(id)
  })

  it('answers 409 when another account has the email', async () => {
    const created = await api('/customers/create-inactive', { body: { email: unique('clash') } })
    const cookie = cookieValue(setCookie(created.headers, 'inactive-customer'))
    const response = await api('/customers/update-inactive-customer-email', {
      body: { id: created.body.customer.id, email: DEMO.customerA.email },
      cookie,
    })
    expect(response.status).toBe(409)
    expect(response.body.reason).toBe('active-exists')
  })

  it('refuses a stranger: no cookie, another customer’s cookie, or a cookie from check-registration', async () => {
    const victimEmail = unique('victim')
    const victim = await api('/customers/create-inactive', { body: { email: victimEmail } })
    const id = victim.body.customer.id
    const attacker = await api('/customers/create-inactive', { body: { email: unique('attacker') } })
    const attackerCookie = cookieValue(setCookie(attacker.headers, 'inactive-customer'))
    const identified = await api('/customers/check-registration', { body: { email: victimEmail } })
    const identifiedCookie = cookieValue(setCookie(identified.headers, 'inactive-customer'))
    const forged = `inactive-customer=${Buffer.from(JSON.stringify({ id, mode: 'created', exp: Date.now() + 1e6 })).toString('base64url')}.bad`

    for (const cookie of [undefined, attackerCookie, identifiedCookie, forged]) {
      const response = await api('/customers/update-inactive-customer-email', {
        body: { id, email: unique('stolen') },
        cookie,
      })
      expect(response.status).toBe(403)
      expect(response.body.errors?.[0]?.message ?? response.body.message).toMatch(/No inactive customer to update/)
    }
    expect((await customerByEmail(victimEmail)).id).toBe(id)
  })

  it('answers 400 for bad input', async () => {
    for (const body of [{}, { id: 'abc', email: 'a@b.co' }, { id: 1, email: 'nope' }, { id: -4, email: 'a@b.co' }]) {
      expect((await api('/customers/update-inactive-customer-email', { body })).status).toBe(400)
    }
  })
})

describe('the enquiry form’s check-registration server action', () => {
  const CHECK = { file: 'src/features/enquiry/registration.ts', name: 'checkRegistration' }
  const check = (email: string, headers?: Record<string, string>) => callServerAction('/submit-enquiry', CHECK, [email], { headers })

  it('answers an inactive customer with 200 and sets the same signed cookie, which the next steps accept', async () => {
    const email = unique('returning')
    const created = await api('/customers/create-inactive', { body: { email } })
    const { status, result, headers } = await check(email.toUpperCase())
    expect(status).toBe(200)
    expect(result).toEqual({ kind: 'inactive', customer: { id: created.body.customer.id, email, isActive: false } })
    const cookie = setCookie(headers, 'inactive-customer')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=3600/)
    // The cookie identifies the customer, as check-registration's does: activating mails the owner a link.
    const activated = await api('/customers/activate-inactive', {
      body: { id: created.body.customer.id, password: 'a-long-enough-password-1' },
      cookie: cookieValue(cookie),
    })
    expect(activated.status).toBe(200)
    expect(activated.body.message).toMatch(/emailed a link/)
  })

  it('answers an unknown email and an active account without a cookie', async () => {
    const unknown = await check(unique('nobody'))
    expect(unknown.result).toEqual({ kind: 'unregistered' })
    expect(setCookie(unknown.headers, 'inactive-customer')).toBeNull()
    const active = await check(DEMO.customerA.email)
    expect(active.result).toEqual({ kind: 'active' })
    expect(setCookie(active.headers, 'inactive-customer')).toBeNull()
  })

  it('draws on the REST endpoint’s per-address budget', async () => {
    const address = '203.0.113.90'
    const from = { 'x-forwarded-for': address }
    await Promise.all(Array.from({ length: 10 }, () => api('/customers/check-registration', { body: { email: unique('probe') }, headers: from })))
    expect((await check(unique('probe'), from)).result).toEqual({ kind: 'error', message: expect.stringMatching(/^Too many attempts/) })
    expect((await check(unique('probe'))).result).toEqual({ kind: 'unregistered' })
  })
})

describe('POST /payload-api/customers/activate-inactive', () => {
  it('sets the password, requires email verification, then allows login', async () => {
    const email = unique('activate')
    const created = await api('/customers/create-inactive', { body: { email } })
    const cookie = cookieValue(setCookie(created.headers, 'inactive-customer'))
    const id = created.body.customer.id
    const password = 'a-strong-password-1'

    const response = await api('/customers/activate-inactive', {
      body: { id, password, firstName: 'Ada', lastName: 'Lovelace' },
      cookie,
    })
    expect(response.status).toBe(200)
    expect(response.body.customer).toEqual({ id, email, isActive: true })

    const beforeVerification = await api('/customers/login', { body: { email, password } })
    expect([401, 403]).toContain(beforeVerification.status)
    expect(beforeVerification.body.errors[0].message).toMatch(/verif/i)

    const mail = await latestEmailTo(staffToken, email)
    const token = mail?.html.match(/token=([a-f0-9]+)/)?.[1]
    expect(token).toBeTruthy()
    expect((await api(`/customers/verify/${token}`, { method: 'POST' })).status).toBe(200)

    const afterVerification = await api('/customers/login', { body: { email, password } })
    expect(afterVerification.status).toBe(200)
    expect(afterVerification.body.user.fullName).toBe('Ada Lovelace')
  })

  it('refuses without the cookie, for an active customer, and for a short password', async () => {
    const created = await api('/customers/create-inactive', { body: { email: unique('refuse') } })
    const cookie = cookieValue(setCookie(created.headers, 'inactive-customer'))
    const id = created.body.customer.id
    const noCookie = await api('/customers/activate-inactive', { body: { id, password: 'long-enough-1' } })
    expect(noCookie.status).toBe(403)
    expect(noCookie.body.errors?.[0]?.message ?? noCookie.body.message).toMatch(/No inactive customer to activate/)
    expect((await api('/customers/activate-inactive', { body: { id, password: 'short' }, cookie })).status).toBe(400)
    const demoId = (await customerByEmail(DEMO.customerA.email)).id
    const active = await api('/customers/activate-inactive', { body: { id: demoId, password: 'long-enough-1' }, cookie })
    expect(active.status).toBe(403)
  })
})
