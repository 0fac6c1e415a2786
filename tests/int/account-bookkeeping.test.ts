import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer, uniqueEmail } from '../support/customers'
import { api, DEMO, graphql, login } from '../support/http'

/**
 * Whether an address is verified, and the lock-out counters, are the server's and staff's to
 * write. Payload leaves the verified flag writable by any signed-in user; a customer's write drops it.
 */
let staff: string

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
})

const stored = async (id: number) => (await api(`/customers/${id}?depth=0`, { token: staff })).body

describe('a signed-in customer', () => {
  it('cannot create an account for another address already verified, over REST or GraphQL', async () => {
    const customer = await freshCustomer(staff, 'bookkeeping')
    const email = uniqueEmail('pre-verified')
    const created = await api('/customers', { token: customer.token, body: { email, password: 'long-enough-password-1', _verified: true } })
    expect(created.status).toBe(201)
    expect((await stored(created.body.doc.id))._verified).toBe(false)
    const signIn = await api('/customers/login', { body: { email, password: 'long-enough-password-1' } })
    expect(signIn.status).not.toBe(200)

    const viaGraphql = await graphql<{ createCustomer: { id: number } }>(
      `
        mutation ($email: String!) {
          createCustomer(data: { email: $email, password: "long-enough-password-1", _verified: true }) {
            id
          }
        }
      `,
      { email: uniqueEmail('pre-verified-gql') },
      customer.token,
    )
    const id = viaGraphql.body.data?.createCustomer?.id
    if (id) expect((await stored(id))._verified).toBe(false)
    else expect(viaGraphql.body.errors?.length).toBeGreaterThan(0)
  })

  it('cannot unverify its own address', async () => {
    const customer = await freshCustomer(staff, 'bookkeeping-self')
    const answer = await api(`/customers/${customer.id}`, { method: 'PATCH', token: customer.token, body: { firstName: 'Casey', _verified: false } })
    expect(answer.status).toBe(200)
    expect((await stored(customer.id))._verified).toBe(true)
  })
})
