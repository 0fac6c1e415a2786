import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, login, request } from '../support/http'

/**
 * Many writes of one document at the same moment, by its owner, as a double-clicking or retrying
 * client sends them. Each write's transaction holds a database connection until it ends, so a
 * write that needed a second connection before ending (Payload's admin edit-lock check runs on
 * one of its own) would, with the pool full of such writes, wait for a connection none of them
 * gives back: every request on the instance, a visitor's read too, then fails. Here every write
 * must be answered 200 and a bystander's reads all the while too.
 */
const WRITES = 50

// Each collection a customer may update, the field its no-op write sends back unchanged, and
// which of the customer's documents they may still change.
const OWN_DOCUMENTS: { collection: string; field: string; where?: string; create?: Record<string, unknown> }[] = [
  { collection: 'customers', field: 'firstName' },
  { collection: 'projects', field: 'name' },
  { collection: 'line-items', field: 'title', where: '&where[project.status][equals]=proposal_sent' },
  { collection: 'orders', field: 'name' },
  { collection: 'inventory-items', field: 'title' },
  { collection: 'recipients', field: 'fullName' },
  { collection: 'shipments', field: 'trackingUrl' },
  { collection: 'enquiries', field: 'name', create: { name: 'Written many times at once', type: 'general' } },
]

let token: string
let customerId: number

beforeAll(async () => {
  ;({ token, id: customerId } = await login('customers', DEMO.customerA))
})

/** Anonymous catalogue reads, forced fresh, one after another until `done` settles. */
const bystander = async (done: Promise<unknown>): Promise<number[]> => {
  const statuses: number[] = []
  let over = false
  void done.finally(() => (over = true))
  while (!over) {
    const read = await request('/payload-api/products?limit=1&depth=0', { headers: { 'cache-control': 'no-cache' } })
    statuses.push(read.status)
  }
  return statuses
}

describe('one document written many times at once', () => {
  it.each(OWN_DOCUMENTS)('$collection: every write and every bystander read is answered 200', async ({ collection, field, where = '', create }) => {
    const doc =
      collection === 'customers'
        ? (await api(`/customers/${customerId}?depth=0`, { token })).body
        : create
          ? (await api(`/${collection}?depth=0`, { body: create, token })).body.doc
          : (await api(`/${collection}?limit=1&depth=0&sort=id${where}`, { token })).body.docs[0]
    expect(doc, `customer A owns a ${collection} document`).toBeTruthy()
    const target = `/${collection}/${doc.id}?depth=0`
    const body = { [field]: doc[field] ?? null }

    const writes = Promise.all(Array.from({ length: WRITES }, () => api(target, { method: 'PATCH', body, token })))
    const [answers, reads] = await Promise.all([writes, bystander(writes)])

    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body])).toEqual([])
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.filter((status) => status !== 200)).toEqual([])
  })
})
