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

/**
 * A document staff have open in the admin is refused to anyone else's write (423) by every path a
 * write takes, checked inside the write's own transaction: by id, in bulk, in any collection.
 */
describe('a document open in the admin', () => {
  const lock = async (relationTo: string, value: number) => {
    const placed = await api('/payload-locked-documents', {
      token: staff,
      body: { document: { relationTo, value }, user: { relationTo: 'staff-members', value: staffId } },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    return () => api(`/payload-locked-documents/${placed.body.doc.id}`, { method: 'DELETE', token: staff })
  }
  let staffId: number
  let customerId: number

  beforeAll(async () => {
    staffId = (await login('staff-members', DEMO.staff)).id
    customerId = (await login('customers', DEMO.customerA)).id
  })

  it('refuses the customer’s write of it by id and in bulk, and lets the staff member holding it save', async () => {
    const { name } = (await api(`/projects/${projectId}?depth=0`, { token: customer })).body
    const release = await lock('projects', projectId)
    try {
      const byId = await api(`/projects/${projectId}`, { method: 'PATCH', token: customer, body: { name } })
      expect(byId.status).toBe(423)
      expect(byId.body.errors[0].message).toMatch(/being edited by someone else/)
      const bulk = await api(`/projects?where[id][equals]=${projectId}`, { method: 'PATCH', token: customer, body: { name } })
      expect(bulk.status).not.toBe(200)
      expect(JSON.stringify(bulk.body)).toMatch(/being edited by someone else/)
      expect((await api(`/projects/${projectId}`, { method: 'PATCH', token: staff, body: { name } })).status).toBe(200)
    } finally {
      await release()
    }
    expect((await api(`/projects/${projectId}`, { method: 'PATCH', token: customer, body: { name } })).status).toBe(200)
  })

  it('holds for a collection without row locks: the customer’s own record', async () => {
    const { firstName } = (await api(`/customers/${customerId}?depth=0`, { token: customer })).body
    const release = await lock('customers', customerId)
    try {
      expect((await api(`/customers/${customerId}`, { method: 'PATCH', token: customer, body: { firstName } })).status).toBe(423)
    } finally {
      await release()
    }
  })
})
