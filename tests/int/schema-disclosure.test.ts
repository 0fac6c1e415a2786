import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, DEMO, graphql, login } from '../support/http'

/**
 * What the API tells a stranger about itself: GraphQL errors do not suggest the schema's names
 * (introspection is off in production, so guesses must not map it either), and the record of
 * applied migrations is not served, nor the server's own address with it.
 */
let staff: string
let customer: string

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customer = (await freshCustomer(staff, 'disclosure')).token
})

describe('GraphQL errors', () => {
  const MISSPELT: [string, string, Record<string, unknown>?][] = [
    ['a field', '{ Products { docs { nme } } }'],
    ['an argument', '{ Products(limt: 1) { docs { id } } }'],
    ['a type', 'query Q($where: Prodct_where) { Products(where: $where) { docs { id } } }'],
    ['an input field in variables', 'mutation C($data: mutationEnquiryInput!) { createEnquiry(data: $data) { id } }', { data: { nme: 'Kit' } }],
  ]

  it.each(MISSPELT)('name no near miss for %s, for visitors and staff alike', async (_what, query, variables = {}) => {
    for (const token of [undefined, staff]) {
      const response = await graphql(query, variables, token)
      expect(response.status).toBe(400)
      const messages = (response.body.errors ?? []).map((error) => error.message)
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) expect(message).not.toMatch(/did you mean/i)
    }
  })
})

describe('/payload-api/payload-migrations', () => {
  it('is not served to anyone, staff included, and repeats nothing of the server’s address', async () => {
    for (const token of [undefined, customer, staff]) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        const response = await api('/payload-migrations?depth=0', { method, token, ...(method === 'GET' ? {} : { body: {} }) })
        expect(response.status, `${method} ${token ? 'signed in' : 'visitor'}`).toBe(404)
        expect(JSON.stringify(response.body)).not.toMatch(/127\.0\.0\.1|0\.0\.0\.0|localhost|http:/)
      }
    }
    expect((await api('/payload-migrations/1', { token: staff })).status).toBe(404)
  })
})
