import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api } from '../support/http'
import { type Customer, shipmentCalls, shipmentParties, type ShipmentParties } from '../support/shipment-fixtures'

/**
 * Booking rules of a shipment request: what it may ask for, and a request to several recipients
 * is all or nothing.
 */

let parties: ShipmentParties
let staff: string
let customerA: Customer
let recipientsA: number[]

const database = inject('databaseLabel')
const { stock, ledgerOf, shipmentsOf, ship, requestMany } = shipmentCalls(() => parties)

beforeAll(async () => {
  parties = await shipmentParties()
  ;({ staff, customerA, recipientsA } = parties)
})

describe(`booking rules (${database})`, () => {
  it('refuses more than is available and writes nothing', async () => {
    const item = await stock(customerA, 4)
    const before = await ledgerOf(item.id)
    const response = await ship(customerA, item.id, 5)
    expect(response.status).toBe(409)
    expect(response.body.errors[0].message).toBe(`Only 4 left of "${item.title}" — you asked for 5.`)
    const many = await requestMany(customerA, item.id, 2, recipientsA.slice(0, 3))
    expect(many.status).toBe(409)
    expect(many.body.message).toBe(
      `Only 4 left of "${item.title}" — you asked for 6. Quantities are per recipient: each of the 3 shipments gets them all.`,
    )
    expect(await ledgerOf(item.id)).toEqual(before)
    expect(await shipmentsOf(item.id)).toHaveLength(0)
  })

  it('gives customer-created shipments the status requested, whatever status they send', async () => {
    const item = await stock(customerA, 2)
    const response = await api('/shipments', {
      body: { recipient: recipientsA[0], status: 'delivered', items: [{ inventoryItem: item.id, quantity: 1 }] },
      token: customerA.token,
    })
    expect(response.status).toBe(201)
    expect(response.body.doc.status).toBe('requested')
  })

  it('cancelling a requested shipment returns its stock through the ledger', async () => {
    const item = await stock(customerA, 3)
    const created = await ship(customerA, item.id, 3)
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 0, status: 'depleted' })
    const cancelled = await api(`/shipments/${created.body.doc.id}`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      token: customerA.token,
    })
    expect(cancelled.status).toBe(200)
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 3, status: 'available', entries: 3 })
  })

  it('books and returns stock whatever fields the caller asks to get back (select)', async () => {
    const item = await stock(customerA, 4)
    const created = await api('/shipments?select[status]=true', {
      body: { recipient: recipientsA[0], items: [{ inventoryItem: item.id, quantity: 3 }] },
      token: customerA.token,
    })
    expect(created.status).toBe(201)
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 1 })
    const cancelled = await api(`/shipments/${created.body.doc.id}?select[trackingUrl]=true`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      token: customerA.token,
    })
    expect(cancelled.status).toBe(200)
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 4 })
    const received = await api('/inventory-adjustments?select[note]=true', {
      body: { inventoryItem: item.id, delta: 2, reason: 'received' },
      token: staff,
    })
    expect(received.status).toBe(201)
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 6 })
  })

  it('a request to several recipients books one shipment per recipient with the same items', async () => {
    const item = await stock(customerA, 9)
    const response = await requestMany(customerA, item.id, 3, [recipientsA[0]!, recipientsA[1]!, recipientsA[0]!])
    expect(response.status).toBe(201)
    expect(response.body.shipments).toHaveLength(2)
    const shipments = await shipmentsOf(item.id)
    expect(shipments.map((s) => s.recipient).sort()).toEqual([recipientsA[0], recipientsA[1]].sort())
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 3 })
  })

  it.each([
    [{ items: [], recipients: [1] }, 'Add at least one item from your inventory.'],
    [{ items: [{ inventoryItem: 1, quantity: 0 }], recipients: [1] }, 'Send at least 1 of each item, or remove it.'],
    [{ items: [{ inventoryItem: 1, quantity: 1 }] }, 'Choose who the shipment goes to.'],
    [{ items: [{ inventoryItem: 'one', quantity: 1 }], recipients: [1] }, 'Choose from the list.'],
  ])('the request endpoint answers bad input %j with 400 and a reason', async (body, message) => {
    const response = await api('/shipments/request', { body, token: customerA.token })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
  })

  it('the request endpoint is for signed-in customers only', async () => {
    const body = { items: [{ inventoryItem: 1, quantity: 1 }], recipients: [recipientsA[0]] }
    expect((await api('/shipments/request', { body })).status).toBe(401)
    expect((await api('/shipments/request', { body, token: staff })).status).toBe(403)
    expect((await api('/shipments/request', { rawBody: '{"items": [', token: customerA.token })).status).toBe(400)
  })
})
