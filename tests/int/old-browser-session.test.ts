import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, login, request } from '../support/http'

/**
 * Safari before 16.4 and Firefox before 90 send neither Origin nor Sec-Fetch-Site on a page load.
 * Their session cookie is read when the Referer is one of our pages, or on a reading request with
 * no Referer (an address typed or bookmarked); a write still needs an own Origin or Referer.
 */
let cookie: string
let customerId: number

beforeAll(async () => {
  const staff = (await login('staff-members', DEMO.staff)).token
  const customer = await freshCustomer(staff, 'old-browser')
  cookie = `payload-token=${customer.token}`
  customerId = customer.id
})

const me = (headers: Record<string, string>) => api<{ user: { id: number } | null }>('/customers/me', { cookie, headers })

describe('an old browser, sending no Origin and no Sec-Fetch-Site', () => {
  it('is signed in on a page it reached from one of ours', async () => {
    expect((await me({ referer: `${baseURL()}/dashboard` })).body.user?.id).toBe(customerId)
    const dashboard = await request<string>('/dashboard/projects', { cookie, headers: { referer: `${baseURL()}/dashboard` } })
    expect(dashboard.status).toBe(200)
  })

  it('is signed in on an address typed or bookmarked', async () => {
    expect((await me({})).body.user?.id).toBe(customerId)
  })

  it('is not signed in on a page another site sent it to', async () => {
    expect((await me({ referer: 'https://evil.example/' })).body.user).toBeNull()
  })

  it('writes from one of our pages, and never without one', async () => {
    const change = (headers: Record<string, string>) =>
      api(`/customers/${customerId}`, { method: 'PATCH', cookie, headers, body: { firstName: 'Robin' } })
    expect((await change({ referer: `${baseURL()}/dashboard/account` })).status).toBe(200)
    expect((await change({})).status).toBe(403)
    expect((await change({ referer: 'https://evil.example/' })).status).toBe(403)
  })
})
