import { beforeAll, describe, expect, it } from 'vitest'

import { randomAddress } from '../support/client-address'
import { freshCustomer, stockFor } from '../support/customers'
import { api, baseURL, DEMO, login } from '../support/http'
import { rawGet } from '../support/raw-request'

/**
 * A request may carry two `payload-token` cookies: one planted by a sibling site on a shared parent
 * domain, say, beside the visitor's own. Whichever session Payload picks, each answer must be one
 * customer's alone, and no cache on the way (Next.js's per-customer data cache, the storefront page
 * cache, the public API answers) may keep an answer for one and give it to the other.
 */
type Customer = { id: number; token: string; name: string; markers: string[] }

const customers: Customer[] = []

/** A name of letters only (names refuse digits), unique to this run. */
const uniqueName = () =>
  `Twin${[...`${Date.now()}${Math.random()}`.replace(/\D/g, '').slice(-10)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`

beforeAll(async () => {
  const staff = (await login('staff-members', DEMO.staff)).token
  for (const label of ['two-cookies-a', 'two-cookies-b']) {
    const customer = await freshCustomer(staff, label)
    const name = uniqueName()
    const renamed = await api(`/customers/${customer.id}`, { method: 'PATCH', token: staff, body: { firstName: name } })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    await stockFor(staff, customer, 2, `${name} stock`)
    const project = await api('/projects', { token: staff, body: { name: `${name} project`, customer: customer.id } })
    expect(project.status, JSON.stringify(project.body)).toBe(201)
    customers.push({ id: customer.id, token: customer.token, name, markers: [customer.email, name] })
  }
}, 60_000)

/** Whose data an answer shows. */
const whoseData = (body: string) => customers.filter((customer) => customer.markers.some((marker) => body.includes(marker))).map((c) => c.name)

const tokenCookie = (customer: Customer) => `payload-token=${customer.token}`

/** Every way a request may carry both sessions, each in both orders. */
const bothSessions = (): { form: string; lines: string[] }[] => {
  const [a, b] = customers as [Customer, Customer]
  return [
    { form: 'one header, A first', lines: [`Cookie: ${tokenCookie(a)}; ${tokenCookie(b)}`] },
    { form: 'one header, B first', lines: [`Cookie: ${tokenCookie(b)}; ${tokenCookie(a)}`] },
    { form: 'one header, another cookie between', lines: [`Cookie: ${tokenCookie(a)}; theme=dark; ${tokenCookie(b)}`] },
    { form: 'two header lines, A first', lines: [`Cookie: ${tokenCookie(a)}`, `Cookie: ${tokenCookie(b)}`] },
    { form: 'two header lines, B first', lines: [`Cookie: ${tokenCookie(b)}`, `Cookie: ${tokenCookie(a)}`] },
  ]
}

const get = (path: string, lines: string[]) =>
  rawGet(baseURL(), path, [...lines, 'Sec-Fetch-Site: same-origin', 'Accept: text/html', `X-Forwarded-For: ${randomAddress()}`])

const fromSharedCache = (headers: string) => /\r\nx-(page-)?cache: *HIT/i.test(headers)

// The dashboard's pages with data (its root only redirects to one of them), and the REST reads of it.
const SIGNED_IN_PATHS = [
  '/dashboard/projects',
  '/dashboard/inventory',
  '/dashboard/account-settings',
  '/payload-api/customers/me',
  '/payload-api/projects?depth=0',
  '/payload-api/inventory-items?depth=0',
]

describe('a request carrying two session cookies', () => {
  it.each(SIGNED_IN_PATHS)('is answered from one session alone on %s, and leaves nothing for the other', async (path) => {
    const [a, b] = customers as [Customer, Customer]
    const alone = async (customer: Customer) => {
      const answer = await get(path, [`Cookie: ${tokenCookie(customer)}`])
      expect(answer.status, `${path} for ${customer.name}`).toBe(200)
      expect(whoseData(answer.body), `${path} for ${customer.name} alone`).toEqual([customer.name])
    }
    await alone(a)
    await alone(b)
    for (const { form, lines } of bothSessions()) {
      const answer = await get(path, lines)
      expect(answer.status, `${path}, ${form}`).toBe(200)
      expect(whoseData(answer.body), `${path}, ${form}`).toHaveLength(1)
      expect(fromSharedCache(answer.headers), `${path}, ${form}: answered from a shared cache`).toBe(false)
    }
    await alone(b)
    await alone(a)
  })

  it('gets one customer’s answer alone from GraphQL', async () => {
    const [a, b] = customers as [Customer, Customer]
    const query = '{ meCustomer { user { email firstName } } Projects { docs { name } } InventoryItems { docs { title } } }'
    const ask = async (cookie: string) => {
      const response = await fetch(`${baseURL()}/payload-api/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseURL(),
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': randomAddress(),
          cookie,
        },
        body: JSON.stringify({ query }),
      })
      expect(response.status).toBe(200)
      return whoseData(await response.text())
    }
    expect(await ask(tokenCookie(a))).toEqual([a.name])
    for (const cookie of [`${tokenCookie(a)}; ${tokenCookie(b)}`, `${tokenCookie(b)}; ${tokenCookie(a)}`]) {
      expect(await ask(cookie), cookie.slice(0, 40)).toHaveLength(1)
    }
    expect(await ask(tokenCookie(b))).toEqual([b.name])
  })

  it('gets the storefront every visitor gets, with neither customer in it', async () => {
    for (const path of ['/', '/products']) {
      for (const { form, lines } of bothSessions()) {
        const answer = await get(path, lines)
        expect(answer.status, `${path}, ${form}`).toBe(200)
        expect(whoseData(answer.body), `${path}, ${form}`).toEqual([])
      }
    }
  })
})
