import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, graphql, latestEmailTo, login, request, setCookie } from '../support/http'

let staffToken: string

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

const LOGIN = `mutation LoginCustomer($email: String!, $password: String!) {
  loginCustomer(email: $email, password: $password) { exp token user { id email fullName } }
}`

/** A fresh, verified customer, made through public sign-up and the emailed verification link. */
const signUp = async (password: string) => {
  const email = `auth-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const created = await graphql(
    `
      mutation CreateCustomer($data: mutationCustomerInput!) {
        createCustomer(data: $data) {
          id
          email
          isActive
        }
      }
    `,
    { data: { email, password, firstName: 'Grace', lastName: 'Hopper' } },
  )
  expect(created.body.errors).toBeUndefined()
  const verificationToken = (await latestEmailTo(staffToken, email))?.html.match(/token=([a-f0-9]+)/)?.[1]
  expect((await api(`/customers/verify/${verificationToken}`, { method: 'POST' })).status).toBe(200)
  return email
}

describe('customer auth over GraphQL', () => {
  it('logs in, reads me, and sets the payload-token cookie for a week, HttpOnly and SameSite Lax', async () => {
    const response = await graphql(LOGIN, DEMO.customerA)
    expect(response.body.errors).toBeUndefined()
    const { token, user, exp } = response.body.data.loginCustomer
    expect(user.email).toBe(DEMO.customerA.email)
    expect(user.fullName).toBe('Jordan Lee')
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(604800 - 60)
    const cookie = setCookie(response.headers, 'payload-token')
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/) // served over plain http in tests
    const me = await graphql(
      `
        {
          meCustomer {
            user {
              email
            }
            exp
          }
        }
      `,
      {},
      token,
    )
    expect(me.body.data.meCustomer.user.email).toBe(DEMO.customerA.email)
  })

  it('refuses a wrong password with a clear message and locks the account after five failures', async () => {
    const password = 'correct-horse-battery'
    const email = await signUp(password)
    const wrong = await graphql(LOGIN, { email, password: 'nope-nope-nope' })
    expect(wrong.body.errors?.[0]?.message).toMatch(/incorrect/i)
    for (let attempt = 0; attempt < 5; attempt += 1) await graphql(LOGIN, { email, password: 'still-wrong' })
    const locked = await graphql(LOGIN, { email, password })
    expect(locked.body.errors?.[0]?.message).toMatch(/locked/i)
  })

  it('an unverified sign-up cannot log in', async () => {
    const email = `unverified-${Date.now()}@example.com`
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
    const response = await graphql(LOGIN, { email, password: 'password-1234' })
    expect(response.body.errors?.[0]?.message).toMatch(/verif/i)
  })

  it('logout ends the session on the server: the old token is refused', async () => {
    const { token } = (await graphql(LOGIN, DEMO.customerB)).body.data.loginCustomer
    expect(
      (
        await graphql(
          `
            {
              meCustomer {
                user {
                  email
                }
              }
            }
          `,
          {},
          token,
        )
      ).body.data.meCustomer.user,
    ).not.toBeNull()
    const logout = await graphql(
      `
        mutation {
          logoutCustomer
        }
      `,
      {},
      token,
    )
    expect(logout.body.errors).toBeUndefined()
    const after = await graphql(
      `
        {
          meCustomer {
            user {
              email
            }
          }
        }
      `,
      {},
      token,
    )
    expect(after.body.data.meCustomer.user).toBeNull()
  })

  it('forgot password emails a storefront link; reset sets the new password and signs the customer in', async () => {
    const email = await signUp('first-password-1')
    const forgot = await graphql(
      `
        mutation F($email: String!) {
          forgotPasswordCustomer(email: $email)
        }
      `,
      { email },
    )
    expect(forgot.body.data.forgotPasswordCustomer).toBe(true)
    const mail = await latestEmailTo(staffToken, email, 'Reset your password')
    expect(mail?.subject).toBe('Reset your password')
    const link = mail?.html.match(/href="([^"]+)"/)?.[1] ?? ''
    expect(new URL(link).pathname).toBe('/auth/reset-password')
    const token = new URL(link).searchParams.get('token')

    const reset = await graphql(
      `
        mutation R($password: String!, $token: String!) {
          resetPasswordCustomer(password: $password, token: $token) {
            token
            user {
              email
            }
          }
        }
      `,
      { password: 'second-password-2', token },
    )
    expect(reset.body.errors).toBeUndefined()
    expect(reset.body.data.resetPasswordCustomer.user.email).toBe(email)
    expect(reset.body.data.resetPasswordCustomer.token).toBeTruthy()
    expect((await graphql(LOGIN, { email, password: 'first-password-1' })).body.errors).toBeDefined()
    expect((await graphql(LOGIN, { email, password: 'second-password-2' })).body.errors).toBeUndefined()
  })

  it('forgot password answers the same for an unknown email', async () => {
    const response = await graphql(
      `
        mutation F($email: String!) {
          forgotPasswordCustomer(email: $email)
        }
      `,
      {
        email: 'nobody-here@example.com',
      },
    )
    expect(response.body.data.forgotPasswordCustomer).toBe(true)
  })
})

describe('the public API surface', () => {
  it('answers a malformed GraphQL body with 400, not 500', async () => {
    expect((await request('/payload-api/graphql', { rawBody: '{"query": ' })).status).toBe(400)
    expect((await request('/payload-api/graphql', { body: { nothing: true } })).status).toBe(400)
    expect((await request('/payload-api/graphql', { body: [] })).status).toBe(400)
  })

  it('serves SiteSettings as the global query', async () => {
    const response = await graphql(`
      {
        SiteSettings {
          hasCollections
          payments {
            stripeCardFee
          }
        }
      }
    `)
    expect(response.body.data.SiteSettings).toEqual({ hasCollections: true, payments: { stripeCardFee: 1.5 } })
  })

  it('keeps the staff admin away from customers', async () => {
    const { token } = await login('customers', DEMO.customerA)
    const response = await api('/staff-members', { token })
    expect(response.status).toBe(403)
    const permissions = await api('/access', { token })
    expect(permissions.status).toBe(200)
    expect(permissions.body.canAccessAdmin ?? false).toBe(false)
    const staffPermissions = await api('/access', { token: staffToken })
    expect(staffPermissions.body.canAccessAdmin).toBe(true)
  })
})
