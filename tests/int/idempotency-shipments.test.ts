import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerWithAddressBook } from '../support/customers'
import { changedTables, openDatabase } from '../support/db-snapshot'
import { api, DEMO, login } from '../support/http'
import { idempotencyKeyRows, newKey, uniqueNames } from '../support/idempotency'
import { rowsOf } from '../support/raw-sql'
import { callServerAction } from '../support/server-action'

/**
 * Idempotency-Key on shipment requests (REST and the dashboard's action): a retry gets the first
 * answer and writes nothing, a racing duplicate never books twice, and a key reused for another
 * request or a malformed key is refused. Also who may read and write the keys themselves.
 */

type Customer = { token: string; id: number }

const database = inject('databaseLabel')
let staff: string
let customerA: Customer
let customerB: Customer
let recipientsA: number[]
let recipientB: number

const unique = uniqueNames(database)
const keyRows = (key: string) => idempotencyKeyRows(staff, key)

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  // Customers of this file alone: the shipments booked here must not push a demo account's own off its pages.
  const a = await customerWithAddressBook(staff, 'idempotency-a', 2)
  customerA = a
  recipientsA = a.recipients
  const b = await customerWithAddressBook(staff, 'idempotency-b')
  customerB = b
  recipientB = b.recipients[0]!
})

/** A fresh inventory item for `owner` with `quantity` units received. */
const stock = async (owner: Customer, quantity: number) => {
  const item = await api('/inventory-items', { body: { title: unique('Idempotent Tee'), customer: owner.id }, token: staff })
  expect(item.status, JSON.stringify(item.body)).toBe(201)
  const received = await api('/inventory-adjustments', {
    body: { inventoryItem: item.body.doc.id, delta: quantity, reason: 'received' },
    token: staff,
  })
  expect(received.status).toBe(201)
  return item.body.doc.id as number
}

const shipmentsOf = async (itemId: number) =>
  (await api(`/shipments?where[items.inventoryItem][equals]=${itemId}&limit=1000&depth=0`, { token: staff })).body.docs as { id: number }[]

const balanceOf = async (itemId: number) => (await api(`/inventory-items/${itemId}?depth=0`, { token: staff })).body.quantityAvailable as number

const requestShipments = (customer: Customer, body: unknown, key?: string) =>
  api('/shipments/request', { body, token: customer.token, headers: key === undefined ? {} : { 'idempotency-key': key } })

/** Moves a key's expiry into the past, directly in the database, as 24 hours passing would. */
const expireKey = (key: string) =>
  rowsOf(`UPDATE idempotency_keys SET expires_at = '${new Date(Date.now() - 60_000).toISOString()}' WHERE key = '${key.replaceAll("'", "''")}'`)

describe(`POST /payload-api/shipments/request with an Idempotency-Key (${database})`, () => {
  it('a retry after success gets the same answer and books nothing more', async () => {
    const item = await stock(customerA, 10)
    const body = { items: [{ inventoryItem: item, quantity: 2 }], recipients: recipientsA }
    const key = newKey()
    const first = await requestShipments(customerA, body, key)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const retry = await requestShipments(customerA, { recipients: recipientsA, items: [{ quantity: 2, inventoryItem: item }] }, key)
    expect(retry.status).toBe(201)
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect((await shipmentsOf(item)).map((s) => s.id).sort()).toEqual([...first.body.shipments].sort())
    expect(await balanceOf(item)).toBe(6)
    expect(await keyRows(key)).toEqual([expect.objectContaining({ endpoint: 'shipments/request', client: `customer:${customerA.id}`, status: 201 })])
  })

  it('ten concurrent requests with one key book once; every answer is that booking or a 409', async () => {
    const item = await stock(customerA, 50)
    const body = { items: [{ inventoryItem: item, quantity: 1 }], recipients: recipientsA }
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestShipments(customerA, body, key)))
    const booked = answers.filter((answer) => answer.status === 201)
    expect(booked.length).toBeGreaterThanOrEqual(1)
    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status)
      if (answer.status === 201) expect(answer.body).toEqual(booked[0]!.body)
      else expect(answer.body.message).toMatch(/still being processed/)
    }
    expect(await shipmentsOf(item)).toHaveLength(recipientsA.length)
    expect(await balanceOf(item)).toBe(50 - recipientsA.length)
    expect(await keyRows(key)).toHaveLength(1)
  })

  it('the same key with another body is a 422 and writes nothing', async () => {
    const item = await stock(customerA, 10)
    const key = newKey()
    const first = await requestShipments(customerA, { items: [{ inventoryItem: item, quantity: 1 }], recipients: [recipientsA[0]] }, key)
    expect(first.status).toBe(201)
    const db = openDatabase()
    try {
      const before = await db.snapshot()
      const other = await requestShipments(customerA, { items: [{ inventoryItem: item, quantity: 3 }], recipients: [recipientsA[0]] }, key)
      expect(other.status).toBe(422)
      expect(other.body.message).toMatch(/already used for a different request/)
      expect(changedTables(before, await db.snapshot())).toEqual([])
    } finally {
      await db.close()
    }
    expect(await balanceOf(item)).toBe(9)
  })

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['holding a tab', 'retry\tone'],
  ])('a key %s is a 400 and books nothing', async (_, key) => {
    const item = await stock(customerA, 5)
    const response = await requestShipments(customerA, { items: [{ inventoryItem: item, quantity: 1 }], recipients: [recipientsA[0]] }, key)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/Idempotency-Key/)
    expect(await shipmentsOf(item)).toHaveLength(0)
  })

  it('without a key every request books, as before', async () => {
    const item = await stock(customerA, 5)
    const body = { items: [{ inventoryItem: item, quantity: 1 }], recipients: [recipientsA[0]] }
    expect((await requestShipments(customerA, body)).status).toBe(201)
    expect((await requestShipments(customerA, body)).status).toBe(201)
    expect(await shipmentsOf(item)).toHaveLength(2)
  })

  it('keys are per customer: another customer’s request with the same key is their own', async () => {
    const key = newKey()
    const mine = await stock(customerA, 5)
    const theirs = await stock(customerB, 5)
    expect((await requestShipments(customerA, { items: [{ inventoryItem: mine, quantity: 1 }], recipients: [recipientsA[0]] }, key)).status).toBe(201)
    const other = await requestShipments(customerB, { items: [{ inventoryItem: theirs, quantity: 1 }], recipients: [recipientB] }, key)
    expect(other.status).toBe(201)
    expect(other.headers.get('idempotent-replayed')).toBeNull()
    expect(await shipmentsOf(theirs)).toHaveLength(1)
  })

  it('a key past its 24 hours is cleared out and may be used again', async () => {
    const item = await stock(customerA, 10)
    const key = newKey()
    expect((await requestShipments(customerA, { items: [{ inventoryItem: item, quantity: 1 }], recipients: [recipientsA[0]] }, key)).status).toBe(201)
    await expireKey(key)
    const again = await requestShipments(customerA, { items: [{ inventoryItem: item, quantity: 2 }], recipients: [recipientsA[0]] }, key)
    expect(again.status).toBe(201)
    expect(await shipmentsOf(item)).toHaveLength(2)
    expect(await keyRows(key)).toHaveLength(1)
  })

  it('the dashboard’s action takes the form’s key, and a retry over REST gets the same booking', async () => {
    const item = await stock(customerA, 10)
    const input = { items: [{ inventoryItem: item, quantity: 1 }], recipients: recipientsA }
    const key = newKey()
    const action = { file: 'src/features/dashboard/shipment-actions.ts', name: 'requestShipmentsAction' }
    const cookie = `payload-token=${customerA.token}`
    const first = await callServerAction('/dashboard/shipments/create', action, [input, key], { cookie })
    expect(first.result).toMatchObject({ ok: true })
    const retry = await callServerAction('/dashboard/shipments/create', action, [input, key], { cookie })
    expect(retry.result).toMatchObject({ ok: true, shipments: first.result.shipments, replayed: true })
    const overRest = await requestShipments(customerA, input, key)
    expect(overRest.body).toEqual({ shipments: first.result.shipments, held: [] })
    expect(await shipmentsOf(item)).toHaveLength(recipientsA.length)
    for (const badKey of ['x'.repeat(300), { $gt: '' }, 42]) {
      const bad = await callServerAction('/dashboard/shipments/create', action, [input, badKey], { cookie })
      expect(bad.result, JSON.stringify(badKey)).toMatchObject({ ok: false, status: 400 })
    }
  })
})

describe(`the idempotency-keys collection (${database})`, () => {
  it('staff read it; customers and visitors do not; nobody writes it through the API', async () => {
    expect((await api('/idempotency-keys?limit=1', { token: staff })).status).toBe(200)
    expect((await api('/idempotency-keys?limit=1', { token: customerA.token })).status).toBe(403)
    expect((await api('/idempotency-keys?limit=1')).status).toBe(403)
    const forged = { endpoint: 'enquiries', client: 'anyone', key: newKey(), fingerprint: 'x', expiresAt: new Date().toISOString() }
    expect((await api('/idempotency-keys', { body: forged, token: staff })).status).toBe(403)
  })
})
