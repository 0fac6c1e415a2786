import { type APIRequestContext } from '@playwright/test'

import { expect } from './journey'

/** What journeys read from the emails the app sends (the staff-only outbox), and the accounts they make for it. */
export const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }

export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

export const staffToken = async (request: APIRequestContext) =>
  (await (await request.post('/payload-api/staff-members/login', { data: STAFF })).json()).token as string

/**
 * The path of the link to `path` in the newest email to `to` (that says `mentioning`, when given),
 * read from the staff-only outbox. Emails go out from a queued job a few seconds after the action,
 * so this polls for up to 15 s.
 */
export const linkFromOutbox = async (request: APIRequestContext, to: string, path: string, mentioning = '') => {
  const token = await staffToken(request)
  let href: string | undefined
  await expect
    .poll(
      async () => {
        const { docs } = (await (await request.get('/payload-api/outbox?limit=200', { headers: { authorization: `Bearer ${token}` } })).json()) as {
          docs: { to: string; html: string }[]
        }
        href = docs.find((mail) => mail.to.includes(to) && mail.html.includes(mentioning))?.html.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1]
        return href
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(href!.replace(/&amp;/g, '&'))
  return url.pathname + url.search
}

export /** A verified customer made over the public API, for journeys that change an account. */
const verifiedCustomer = async (request: APIRequestContext) => {
  const email = unique('journey')
  const password = 'journey-password-1'
  const created = await request.post('/payload-api/customers', { data: { email, password, firstName: 'Robin', lastName: 'Park' } })
  expect(created.ok()).toBe(true)
  const verify = await linkFromOutbox(request, email, '/auth/verify')
  const token = new URL(verify, 'http://x').searchParams.get('token')
  expect((await request.post(`/payload-api/customers/verify/${token}`)).ok()).toBe(true)
  return { email, password }
}
