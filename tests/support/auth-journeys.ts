// The auth screens' journeys as a browser without JavaScript takes them: emailed links, a
// verified customer made through public sign-up, the signed-in user and the log-in form.
import { expect } from 'vitest'

import { uniqueEmail } from './customers'
import { submitForm } from './forms'
import { api, graphql, latestEmailTo } from './http'

export const linkIn = async (staffToken: string, to: string, path: string) => {
  const mail = await latestEmailTo(staffToken, to, (email) => email.html.includes(path))
  const href = mail?.html.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1]
  if (!href) throw new Error(`No ${path} link in the latest email to ${to}: ${mail?.subject}`)
  const url = new URL(href.replace(/&amp;/g, '&'))
  return { path: url.pathname + url.search, token: url.searchParams.get('token') ?? '', subject: mail!.subject }
}

/** A verified customer made through public sign-up and the emailed link. */
export const verifiedCustomer = async (staffToken: string, password = 'first-password-1') => {
  const email = uniqueEmail('auth')
  const created = await graphql(
    `
      mutation C($data: mutationCustomerInput!) {
        createCustomer(data: $data) {
          id
        }
      }
    `,
    {
      data: { email, password, firstName: 'Grace', lastName: 'Hopper' },
    },
  )
  expect(created.body.errors).toBeUndefined()
  const { token } = await linkIn(staffToken, email, '/auth/verify')
  expect((await api(`/customers/verify/${token}`, { method: 'POST' })).status).toBe(200)
  return { email, password, id: created.body.data.createCustomer.id as number }
}

export const me = async (auth: { token?: string; cookie?: string }) =>
  (await api('/customers/me', { token: auth.token, cookie: auth.cookie, headers: { 'sec-fetch-site': 'same-origin' } })).body.user

export const logIn = (email: string, password: string, next = '') =>
  submitForm(`/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`, { field: 'password', values: { email, password } })
