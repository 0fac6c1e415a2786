import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, graphql, login } from '../support/http'

/** The admin's edit locks are staff business: a customer can neither see nor place one. */
let staff: string
let customer: string
let projectId: number

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customer = (await login('customers', DEMO.customerA)).token
  projectId = (await api('/projects?limit=1&depth=0', { token: customer })).body.docs[0].id
})

describe('payload-locked-documents', () => {
  it('refuses a customer over REST and GraphQL, and a lock they try to place never lands', async () => {
    expect((await api('/payload-locked-documents', { token: customer })).status).toBe(403)
    const placed = await api('/payload-locked-documents', {
      token: customer,
      body: { document: { relationTo: 'projects', value: projectId }, user: { relationTo: 'customers', value: 1 } },
    })
    expect(placed.status).toBe(403)
    const viaGraphql = await graphql('{ PayloadLockedDocuments { docs { id } } }', {}, customer)
    expect(viaGraphql.body.data?.PayloadLockedDocuments ?? null).toBeNull()
    const locks = await api(`/payload-locked-documents?where[document.value][equals]=${projectId}&depth=0`, { token: staff })
    expect(locks.status).toBe(200)
    expect(locks.body.docs).toHaveLength(0)
  })

  it('leaves staff their edit locks', async () => {
    expect((await api('/payload-locked-documents?limit=1', { token: staff })).status).toBe(200)
    const viaGraphql = await graphql('{ PayloadLockedDocuments { docs { id } } }', {}, staff)
    expect(viaGraphql.body.data?.PayloadLockedDocuments?.docs).toEqual(expect.any(Array))
  })
})
