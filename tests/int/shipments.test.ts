import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, request } from '../support/http'
import { type Customer, shipmentCalls, shipmentParties, type ShipmentParties } from '../support/shipment-fixtures'

/**
 * Shipments book stock out of the inventory ledger inside one transaction with a guarded
 * decrement: racing requests for the last units can never both win, the ledger never goes below
 * zero, a request to several recipients is all or nothing, and nobody can ship another
 * customer's stock or to another customer's address book.
 */

let parties: ShipmentParties
let staff: string
let customerA: Customer
let customerA2: Customer
let customerB: Customer
let recipientsA: number[]
let recipientB: number

const database = inject('databaseLabel')
const { stock, ledgerOf, shipmentsOf, ship, requestMany, page } = shipmentCalls(() => parties)

beforeAll(async () => {
  parties = await shipmentParties()
  ;({ staff, customerA, customerA2, customerB, recipientsA, recipientB } = parties)
})

// First, while the seeded shipments (with tracking links) are still the newest.
describe(`dashboard pages (${database})`, () => {
  it.each(['/dashboard/inventory', '/dashboard/shipments', '/dashboard/shipments/create', '/dashboard/inventory?order=2&gender=mens'])(
    'send an anonymous visitor of %s to log in and back',
    async (path) => {
      const response = await page(path)
      expect([303, 307]).toContain(response.status)
      expect(response.headers.get('location')).toBe(`/auth?next=${encodeURIComponent(path)}`)
    },
  )

  it('inventory shows the customer’s stock, filtered by order, gender and size, and nobody else’s', async () => {
    const item = await stock(customerB, 7, 'Northwind Beanie')
    const own = await page('/dashboard/inventory', customerA)
    expect(own.status).toBe(200)
    expect(own.body).toContain('Conference Essentials')
    expect(own.body).toContain('Classic Cotton Tee — Navy')
    expect(own.body).not.toContain('Northwind Beanie')
    const theirs = await page('/dashboard/inventory', customerB)
    expect(theirs.body).toContain(item.title)
    expect(theirs.body).not.toContain('Conference Essentials')
    const womens = await page('/dashboard/inventory?gender=womens', customerA)
    expect(womens.body).toContain('Nothing matches these filters')
    const party = await api(`/orders?where[name][equals]=${encodeURIComponent('Christmas Party 2025')}&depth=0`, {
      token: customerA.token,
    })
    const mugs = await page(`/dashboard/inventory?order=${party.body.docs[0].id}`, customerA)
    expect(mugs.body).toContain('Ceramic Café Mug')
    expect(mugs.body).not.toContain('Classic Cotton Tee — Navy')
  })

  it('an order filter with another customer’s order is the same 404 as an unknown order', async () => {
    const order = await api('/orders', { body: { name: 'Northwind Uniform Order', customer: customerB.id }, token: staff })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    const foreign = await page(`/dashboard/inventory?order=${order.body.doc.id}`, customerA)
    const unknown = await page('/dashboard/inventory?order=987654', customerA)
    expect(foreign.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(foreign.body).not.toContain('Northwind Uniform Order')
    expect((await page(`/dashboard/inventory?order=${order.body.doc.id}`, customerB)).status).toBe(200)
  })

  it('shipments list the customer’s own, except pending ones, with tracking links; the create page shows only their address book', async () => {
    const own = await page('/dashboard/shipments', customerA)
    expect(own.status).toBe(200)
    expect(own.body).toContain('Tom Nguyen')
    expect(own.body, 'parcels link to their tracking page').toMatch(/href="\/track\/[A-Za-z0-9_-]{43}"/)
    const theirs = await page('/dashboard/shipments', customerB)
    expect(theirs.body).not.toContain('Tom Nguyen')
    const create = await page('/dashboard/shipments/create', customerB)
    expect(create.status).toBe(200)
    expect(create.body).toContain('Sam Taylor')
    expect(create.body).not.toContain('Priya Sharma')
  })

  it('a pending shipment (made by staff) is not listed', async () => {
    const item = await stock(customerB, 2, 'Pending Test Lanyard')
    const pending = await api('/shipments', {
      body: {
        customer: customerB.id,
        recipient: recipientB,
        status: 'pending',
        items: [{ inventoryItem: item.id, quantity: 1 }],
      },
      token: staff,
    })
    expect(pending.status, JSON.stringify(pending.body)).toBe(201)
    expect(pending.body.doc.status).toBe('pending')
    const list = await page('/dashboard/shipments', customerB)
    expect(list.body).toContain('No shipments yet')
    expect(list.body).not.toContain(`data-testid="shipment-${pending.body.doc.id}"`)
    const rest = await api('/shipments?where[status][not_equals]=pending&depth=0', { token: customerB.token })
    expect(rest.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(pending.body.doc.id)
  })

  it('serves the recipients CSV template', async () => {
    const response = await request('/dashboard/shipments/recipients-template.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(String(response.body).split(/\r?\n/)[0]).toBe('Full name,Company,Email,Phone,Address line 1,Address line 2,Suburb,State,Postcode,Country')
  })
})

describe(`racing for the last units (${database})`, () => {
  it.each([1, 2, 3, 4, 5])('two shipments over REST for 3 of the last 5: exactly one wins (round %i)', async () => {
    const item = await stock(customerA, 5)
    const results = await Promise.all([ship(customerA, item.id, 3), ship(customerA2, item.id, 3)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    const loser = results.find((r) => r.status === 409)!
    expect(loser.body.errors[0].message).toBe(`Only 2 left of "${item.title}" — you asked for 3.`)
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 2, status: 'available' })
    const shipments = await shipmentsOf(item.id)
    expect(shipments).toHaveLength(1)
    expect(shipments[0]).toMatchObject({ status: 'requested', customer: customerA.id })
  })

  it('six shipments for one unit each of the last three: three win, the stock ends at zero, never below', async () => {
    const item = await stock(customerA, 3)
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => ship(index % 2 ? customerA2 : customerA, item.id, 1, recipientsA[index % 3])),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(3)
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.errors[0].message).toMatch(/^(None|Only 0) left of ".+" — you asked for 1\.$/)
    }
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 0, status: 'depleted' })
    expect(await shipmentsOf(item.id)).toHaveLength(3)
  })

  it('the dashboard path against REST: a request to two recipients races a single shipment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const item = await stock(customerA, 5)
      const [many, single] = await Promise.all([requestMany(customerA, item.id, 2, recipientsA.slice(0, 2)), ship(customerA2, item.id, 3)])
      expect([many.status, single.status].sort()).toEqual([201, 409])
      const { balance } = await ledgerOf(item.id)
      expect(balance).toBe(many.status === 201 ? 1 : 2)
      expect(await shipmentsOf(item.id)).toHaveLength(many.status === 201 ? 2 : 1)
      const refused = many.status === 409 ? many : single
      expect(refused.body.errors[0].message).toMatch(/^(Only \d|None) left of ".+" — you asked for \d\./)
    }
  })

  it('two requests to three recipients each for 4 units: one books all three shipments, the other none', async () => {
    for (let round = 0; round < 3; round += 1) {
      const item = await stock(customerA, 4)
      const results = await Promise.all([requestMany(customerA, item.id, 1, recipientsA), requestMany(customerA2, item.id, 1, recipientsA)])
      expect(results.map((r) => r.status).sort()).toEqual([201, 409])
      expect(results.find((r) => r.status === 201)!.body.shipments).toHaveLength(3)
      // All or nothing: a loser that booked its first shipment before running short rolled it back.
      expect(await shipmentsOf(item.id)).toHaveLength(3)
      expect(await ledgerOf(item.id)).toMatchObject({ balance: 1 })
    }
  })
})
