import { beforeAll, describe, expect, it } from 'vitest'

import { linkIn, logIn, me, verifiedCustomer } from '../support/auth-journeys'
import { uniqueEmail } from '../support/customers'
import { getPage, submitForm } from '../support/forms'
import { api, cookieValue, DEMO, graphql, login, setCookie } from '../support/http'

/**
 * The auth screens, account settings and impersonation over real HTTP: forms are posted as a
 * browser without JavaScript posts them, so the server actions' rules are tested where they run.
 */
let staffToken: string

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

describe('/auth log in', () => {
  it('signs in with the payload-token cookie Payload itself would set, and says where to go next', async () => {
    const response = await logIn(DEMO.customerA.email, DEMO.customerA.password, '/dashboard/orders')
    const cookie = setCookie(response.headers, 'payload-token')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/i) // plain http here; Secure when SERVER_URL is https
    const expires = Date.parse(cookie!.match(/Expires=([^;]+)/i)![1]!)
    expect(Math.abs(expires - (Date.now() + 604_800_000))).toBeLessThan(120_000)
    expect(response.html).toContain('/dashboard/orders')
    expect((await me({ cookie: cookieValue(cookie) })).email).toBe(DEMO.customerA.email)
  })

  it('tells a wrong password in plain words, the same as an unknown email', async () => {
    const wrong = await logIn(DEMO.customerB.email, 'not-the-password')
    const unknown = await logIn(uniqueEmail('nobody'), 'not-the-password')
    for (const response of [wrong, unknown]) {
      expect(response.html).toContain('That email and password don’t match')
      expect(setCookie(response.headers, 'payload-token')).toBeNull()
    }
  })

  it('after five failures says the account is locked and for how many minutes, even for the right password', async () => {
    const { email, password } = await verifiedCustomer(staffToken)
    for (let attempt = 0; attempt < 5; attempt += 1) await api('/customers/login', { body: { email, password: 'wrong-password' } })
    const response = await logIn(email, password)
    expect(response.html).toMatch(/this account is locked for 1[45] minutes/)
    expect(setCookie(response.headers, 'payload-token')).toBeNull()
  })

  it('asks an unverified account to verify and offers to resend the link', async () => {
    const email = uniqueEmail('unverified')
    await graphql(
      `
        mutation C($data: mutationCustomerInput!) {
          createCustomer(data: $data) {
            id
          }
        }
      `,
      {
        data: { email, password: 'password-1234' },
      },
    )
    const response = await logIn(email, 'password-1234')
    expect(response.html).toContain('Please verify your email address first')
    expect(response.html).toContain('Resend the verification email')
  })

  it('explains how to activate an account made by an enquiry', async () => {
    const email = uniqueEmail('enquirer')
    await api('/customers/create-inactive', { body: { email } })
    const response = await logIn(email, 'any-password-at-all')
    expect(response.html).toContain('This email has an account from an enquiry, but no password yet')
    expect(response.html).toContain('Email me a link to set my password')
  })

  it('sends a signed-in customer on to the dashboard, or to a safe next path only', async () => {
    const { token } = await login('customers', DEMO.customerA)
    expect((await getPage('/auth', { token })).location).toBe('/dashboard/projects')
    expect((await getPage('/auth?next=%2Fdashboard%2Forders%3Fpage%3D2', { token })).location).toBe('/dashboard/orders?page=2')
    expect((await getPage('/auth?next=%2F%2Fevil.example', { token })).location).toBe('/dashboard/projects')
    expect((await getPage('/auth/reset-password?token=abc', { token })).location).toBe('/dashboard')
  })

  it('sends an anonymous dashboard visit to /auth with the way back', async () => {
    expect((await getPage('/dashboard/account-settings')).location).toBe('/auth?next=%2Fdashboard%2Faccount-settings')
  })
})

describe('/auth sign up and /auth/verify', () => {
  it('creates an active customer who logs in once the emailed link verifies the address', async () => {
    const email = uniqueEmail('signup')
    const password = 'a-good-password'
    const signup = await submitForm('/auth?view=signup', {
      field: 'firstName',
      values: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical Engines',
        email,
        password,
        phoneCountry: 'AU',
        phoneNumber: '0412 345 678',
      },
    })
    expect(signup.html).toContain('Check your email')
    expect((await logIn(email, password)).html).toContain('Please verify your email address first')

    // Opening the link (browsers may fetch it twice) changes nothing; the page's form confirms, once.
    const link = await linkIn(staffToken, email, '/auth/verify')
    const page = await getPage(link.path)
    expect(page.html).toContain('Confirm my email')
    expect((await logIn(email, password)).html).toContain('Please verify your email address first')
    expect((await submitForm(link.path, { page, field: 'token', values: {} })).html).toContain('Your email is verified')
    expect((await submitForm(link.path, { page, field: 'token', values: {} })).html).toContain('This link is no longer valid')

    const loggedIn = await logIn(email, password)
    expect(setCookie(loggedIn.headers, 'payload-token')).not.toBeNull()
    const stored = (await api(`/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { token: staffToken })).body.docs[0]
    expect(stored).toMatchObject({ isActive: true, fullName: 'Ada Lovelace', company: 'Analytical Engines' })
    expect(stored.phone.formatted).toBe('+61 412 345 678')
  })

  it('answers field by field and keeps what was typed, except the password', async () => {
    const response = await submitForm('/auth?view=signup', {
      field: 'firstName',
      values: { firstName: '', lastName: 'Lovelace', email: 'not-an-email', password: 'short', phoneCountry: 'AU', phoneNumber: '12' },
    })
    expect(response.html).toContain('Enter your first name.')
    expect(response.html).toContain('Enter a valid email address')
    expect(response.html).toContain('Use at least 8 characters.')
    expect(response.html).toContain('Enter a valid phone number')
    expect(response.html).toContain('value="Lovelace"')
  })

  it('leads an existing email to log in, and an enquiry’s email to activation', async () => {
    const base = { firstName: 'Sam', lastName: 'Taylor', password: 'another-password', phoneCountry: 'AU', phoneNumber: '' }
    const active = await submitForm('/auth?view=signup', { field: 'firstName', values: { ...base, email: DEMO.customerB.email } })
    expect(active.html).toContain('An account with this email already exists')
    const email = uniqueEmail('enquirer')
    await api('/customers/create-inactive', { body: { email } })
    const inactive = await submitForm('/auth?view=signup', { field: 'firstName', values: { ...base, email } })
    expect(inactive.html).toContain('Email me a link to set my password')
  })

  it('/auth/verify without a token goes to /auth; a made-up token is refused', async () => {
    expect((await getPage('/auth/verify')).location).toBe('/auth')
    const refused = await submitForm('/auth/verify?token=0123456789abcdef', { field: 'token', values: {} })
    expect(refused.html).toContain('This link is no longer valid')
  })
})
