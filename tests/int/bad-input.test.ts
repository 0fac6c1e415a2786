import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, graphql, login, request } from '../support/http'

/** Requests a client can send that Payload or Next used to answer with a 500. */
let staff: string
let customer: string

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customer = (await login('customers', DEMO.customerA)).token
})

describe('a document id that is no id', () => {
  it.each(['abc', 'versions', '99999999999', '0', '1.5'])('/projects/%s is a 404 for staff and customers alike', async (id) => {
    expect((await api(`/projects/${id}`, { token: staff })).status).toBe(404)
    expect((await api(`/projects/${id}`, { token: customer })).status).toBe(404)
    expect((await api(`/projects/${id}`, { method: 'PATCH', token: staff, body: { name: 'x' } })).status).toBe(404)
  })
})

describe('a where of the wrong shape', () => {
  it.each([
    ['where=notanobject', /send an object/],
    ['where[title][equals][$gt]=a', /title\.equals takes a value/],
    ['where[title]=a', /needs an operator/],
  ])('?%s is a 400 that says what is wrong', async (query, message) => {
    for (const token of [undefined, customer, staff]) {
      const answer = await api(`/products?${query}`, { token })
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0].message).toMatch(message)
    }
  })

  it('leaves the shapes clients send alone', async () => {
    expect((await api('/products?where[title][like]=tee&where[id][in][0]=1&where[id][in][1]=2')).status).toBe(200)
    expect((await api('/products?where[or][0][title][like]=tee&where[or][1][slug][exists]=true')).status).toBe(200)
  })
})

describe('an address whose escapes do not decode', () => {
  it('is a 400, not a 500', async () => {
    expect((await request('/products/%E0%A4%A')).status).toBe(400)
    expect((await request('/payload-api/products/%E0%A4%A')).status).toBe(400)
  })
})

describe('the size of a page', () => {
  it('is at most 100 documents for visitors and customers, whatever they ask', async () => {
    for (const query of ['limit=100000', 'limit=0', 'pagination=false', 'limit=-5']) {
      const answer = await api(`/products?${query}&depth=0`)
      expect(answer.status).toBe(200)
      expect(answer.body.docs.length).toBeLessThanOrEqual(100)
      expect(answer.body.limit).toBeLessThanOrEqual(100)
    }
    const viaGraphql = await graphql<{ Products: { docs: unknown[]; limit: number } }>('{ Products(limit: 100000) { limit docs { id } } }')
    expect(viaGraphql.body.data?.Products.limit).toBe(100)
    expect((await api('/products?limit=5&depth=0')).body.docs).toHaveLength(5)
  })

  it('is what staff ask for', async () => {
    const answer = await api('/products?limit=150&depth=0', { token: staff })
    expect(answer.body.limit).toBe(150)
  })
})

describe('staff forgetting their password', () => {
  it('get the usual answer, for a known address and an unknown one', async () => {
    for (const email of [DEMO.staff.email, 'nobody-on-staff@example.com']) {
      const answer = await api('/staff-members/forgot-password', { body: { email } })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    }
  })
})
