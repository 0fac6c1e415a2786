import { beforeAll, describe, expect, inject, it } from 'vitest'

import { companyWith, shippingCompany, type ShippingCompany } from '../support/companies'
import { stockFor } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { keyFor, reorderableOrder, v1 } from '../support/public-api'

/**
 * The public API's writes: a key with a write scope books and cancels shipments, adds recipients
 * and reorders through the dashboard's own operations, as the member who made it; a retry with
 * its Idempotency-Key, however raced, books once; a key without the scope, another company's key
 * and a key whose maker has left write nothing.
 */

const database = inject('databaseLabel')

let staff: string
let shipper: ShippingCompany
let recipient: number
let shipping: string
let reading: string

const order = (quantity = 1) => ({ items: [{ inventoryItem: shipper.stock, quantity }], recipients: [recipient] })
const ship = (key: string, body: unknown, idempotencyKey?: string) =>
  v1('/shipments', key, { body, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} })

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  shipper = await shippingCompany(staff, 'v1-writes', ['owner', 'admin'], 20)
  const book = await api(`/recipients?where[company][equals]=${shipper.company}&depth=0`, { token: staff })
  recipient = book.body.docs[0].id
  shipping = (await keyFor(shipper.members.owner, shipper.company, ['shipments:write'])).key
  reading = (await keyFor(shipper.members.owner, shipper.company, ['read'])).key
}, 180_000)

describe(`the public API's writes (${database})`, () => {
  it('books a shipment from stock once however often a keyed request is retried or raced', async () => {
    const before = await shipper.available()
    const idempotencyKey = `v1-${Date.now()}`
    const answers = await Promise.all(Array.from({ length: 4 }, () => ship(shipping, order(), idempotencyKey)))
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status)
    const made = answers.filter((answer) => answer.status === 201)
    expect(made.length).toBeGreaterThan(0)
    const ids = new Set(made.map((answer) => answer.body.data[0].id))
    expect(ids.size).toBe(1)
    expect(made[0]!.body.data[0]).toMatchObject({
      status: 'requested',
      recipient: { id: recipient },
      items: [{ inventoryItem: shipper.stock, quantity: 1 }],
    })
    expect(await shipper.available()).toBe(before - 1)

    const retried = await ship(shipping, order(), idempotencyKey)
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')
    expect(retried.body.data[0].id).toBe([...ids][0])
    const reused = await ship(shipping, order(2), idempotencyKey)
    expect(reused.status).toBe(422)
    expect(reused.body.type).toBe('/api/v1/docs#problem-key-reused')
    expect(await shipper.available()).toBe(before - 1)
  })

  it('refuses what cannot be booked, each with its problem, and books nothing', async () => {
    const before = await shipper.available()
    const short = await ship(shipping, order(1000))
    expect(short.status).toBe(409)
    expect(short.body).toMatchObject({ type: '/api/v1/docs#problem-conflict', errors: [{ pointer: '/items' }] })
    const empty = await ship(shipping, { items: [], recipients: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(['/items', '/recipients'])
    const notJson = await v1('/shipments', shipping, { method: 'POST', headers: { 'content-type': 'text/plain' } })
    expect(notJson.status).toBe(400)
    const readOnly = await ship(reading, order())
    expect(readOnly.status).toBe(403)
    expect(readOnly.body.type).toBe('/api/v1/docs#problem-scope-missing')
    const other = await companyWith(staff, 'v1-writes-other', ['owner'])
    const theirStock = await stockFor(staff, other.members.owner, 5, 'Other tee')
    const across = await ship(shipping, { items: [{ inventoryItem: theirStock, quantity: 1 }], recipients: [recipient] })
    expect(across.status).toBeGreaterThanOrEqual(400)
    expect(across.status).toBeLessThan(500)
    expect(await shipper.available()).toBe(before)
  })

  it('cancels a shipment, returning its stock once however often it is asked; another company’s key finds nothing to cancel', async () => {
    const made = await ship(shipping, order())
    const id = made.body.data[0].id as number
    const before = await shipper.available()
    const other = await companyWith(staff, 'v1-cancel-other', ['owner'])
    const theirs = (await keyFor(other.members.owner, other.company, ['shipments:write'])).key
    expect((await v1(`/shipments/${id}/cancel`, theirs, { method: 'POST' })).status).toBe(404)
    const cancelled = await v1(`/shipments/${id}/cancel`, shipping, { method: 'POST' })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled' })
    expect(await shipper.available()).toBe(before + 1)
    // A retried cancel answers the cancelled shipment and returns no stock twice.
    const again = await v1(`/shipments/${id}/cancel`, shipping, { method: 'POST' })
    expect([again.status, again.body.status]).toEqual([200, 'cancelled'])
    expect(await shipper.available()).toBe(before + 1)
  })

  it('adds a recipient checked as the address form checks one, and refuses a bad one field by field', async () => {
    const writer = (await keyFor(shipper.members.owner, shipper.company, ['recipients:write'])).key
    const added = await v1('/recipients', writer, {
      body: { fullName: 'Jo Citizen', address1: '2 George St', suburb: 'Sydney', state: 'nsw', postcode: '2000' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body).toMatchObject({ fullName: 'Jo Citizen', state: 'NSW', country: 'AU' })
    expect((await v1(`/recipients/${added.body.id}`, reading)).body.fullName).toBe('Jo Citizen')
    const bad = await v1('/recipients', writer, { body: { address1: '2 George St', suburb: 'Sydney', email: 'not-an-email' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual(expect.arrayContaining(['/fullName', '/email']))
    expect((await v1('/recipients', reading, { body: { fullName: 'X', address1: '1 A St', suburb: 'Y' } })).status).toBe(403)
  })

  it('reorders one of the company’s orders as one new project, however often a keyed request is raced', async () => {
    const owner = shipper.members.owner
    const order = await reorderableOrder(staff, owner)
    const reordering = (await keyFor(owner, shipper.company, ['projects:write'])).key
    const reorder = (body: unknown, key = reordering, idempotencyKey?: string) =>
      v1('/projects', key, { body, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} })
    const reordersOf = async () => (await api(`/projects?where[reorderOf][equals]=${order.id}&depth=0`, { token: staff })).body.totalDocs
    const idempotencyKey = `v1-reorder-${Date.now()}`
    const answers = await Promise.all(Array.from({ length: 3 }, () => reorder({ order: order.id }, reordering, idempotencyKey)))
    const made = answers.filter((answer) => answer.status === 201)
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status)
    expect(new Set(made.map((answer) => answer.body.id)).size).toBe(1)
    expect(made[0]!.body).toMatchObject({ name: `Reorder: ${order.name}`, status: 'pending', archived: false })
    const retried = await reorder({ order: order.id }, reordering, idempotencyKey)
    expect([retried.status, retried.headers.get('idempotent-replayed'), retried.body.id]).toEqual([201, 'true', made[0]!.body.id])
    expect((await v1(`/projects/${made[0]!.body.id}`, reading)).status).toBe(200)

    const other = await companyWith(staff, 'v1-reorder-other', ['owner'])
    const theirOrder = await reorderableOrder(staff, other.members.owner)
    const across = await reorder({ order: theirOrder.id })
    expect([across.status, across.body.errors?.[0]?.pointer]).toEqual([400, '/order'])
    const both = await reorder({ order: order.id, inventoryItem: shipper.stock })
    expect([both.status, both.body.type]).toEqual([400, '/api/v1/docs#problem-invalid-request'])
    expect((await reorder({ order: order.id }, reading)).body.type).toBe('/api/v1/docs#problem-scope-missing')
    expect(await reordersOf()).toBe(1)
  })

  it('stops a key whose maker has left the company', async () => {
    const admin = shipper.members.admin
    const { key } = await keyFor(admin, shipper.company, ['read', 'shipments:write'])
    expect((await v1('/inventory', key)).status).toBe(200)
    const { docs } = (
      await api(`/memberships?where[company][equals]=${shipper.company}&where[customer][equals]=${admin.id}&depth=0`, { token: staff })
    ).body
    expect((await api(`/memberships/${docs[0].id}`, { method: 'DELETE', token: staff })).status).toBe(200)
    for (const answer of [await v1('/inventory', key), await ship(key, order())]) {
      expect(answer.status).toBe(403)
      expect(answer.body.type).toBe('/api/v1/docs#problem-maker-left')
    }
  })
})
