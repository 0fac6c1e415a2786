// Customers A (in two sessions) and B with their address books, and the stock, ledger and
// shipment calls the shipment suites share. Each suite's stock is its own fresh inventory item.
import { expect, inject } from 'vitest'

import { api, DEMO, login, request } from './http'

export type Customer = { token: string; id: number }

export type ShipmentParties = {
  staff: string
  customerA: Customer
  /** A second session of customer A: two browsers (or a browser and an API client) racing. */
  customerA2: Customer
  customerB: Customer
  recipientsA: number[]
  recipientB: number
}

export async function shipmentParties(): Promise<ShipmentParties> {
  const staff = (await login('staff-members', DEMO.staff)).token
  const customerA = await login('customers', DEMO.customerA)
  const customerA2 = await login('customers', DEMO.customerA)
  const customerB = await login('customers', DEMO.customerB)
  const a = await api(`/recipients?limit=3&sort=id&depth=0`, { token: customerA.token })
  const recipientsA = a.body.docs.map((doc: { id: number }) => doc.id)
  expect(recipientsA, 'the seed gives customer A an address book').toHaveLength(3)
  const b = await api(`/recipients?limit=1&depth=0`, { token: customerB.token })
  return { staff, customerA, customerA2, customerB, recipientsA, recipientB: b.body.docs[0].id }
}

// Each suite file loads this module afresh, so a random tag keeps titles apart across files.
const suiteTag = Math.random().toString(36).slice(2, 6)
let itemCounter = 0

/** The calls the suites make, read against the parties once `beforeAll` has found them. */
export function shipmentCalls(the: () => ShipmentParties) {
  const database = inject('databaseLabel')
  /** A fresh inventory item for `owner` with `quantity` units received, so each test owns its stock. */
  const stock = async (owner: Customer, quantity: number, title = 'Race Test Tee') => {
    const item = await api('/inventory-items', {
      body: { title: `${title} ${suiteTag}-${(itemCounter += 1)} (${database})`, customer: owner.id },
      token: the().staff,
    })
    expect(item.status, JSON.stringify(item.body)).toBe(201)
    const received = await api('/inventory-adjustments', {
      body: { inventoryItem: item.body.doc.id, delta: quantity, reason: 'received' },
      token: the().staff,
    })
    expect(received.status, JSON.stringify(received.body)).toBe(201)
    return { id: item.body.doc.id as number, title: item.body.doc.title as string }
  }

  /** The item's ledger and balance as staff see them; they must always agree and never be negative. */
  const ledgerOf = async (itemId: number) => {
    const adjustments = await api(`/inventory-adjustments?where[inventoryItem][equals]=${itemId}&limit=1000&depth=0`, {
      token: the().staff,
    })
    const item = await api(`/inventory-items/${itemId}?depth=0`, { token: the().staff })
    const sum = adjustments.body.docs.reduce((total: number, doc: { delta: number }) => total + doc.delta, 0)
    expect(item.body.quantityAvailable).toBe(sum)
    expect(sum).toBeGreaterThanOrEqual(0)
    return { balance: sum as number, status: item.body.status as string, entries: adjustments.body.docs.length as number }
  }

  const shipmentsOf = async (itemId: number) =>
    (await api(`/shipments?where[items.inventoryItem][equals]=${itemId}&limit=1000&depth=0`, { token: the().staff })).body.docs as {
      id: number
      status: string
      customer: number
      recipient: number
    }[]

  const ship = (customer: Customer, itemId: number, quantity: number, recipient = the().recipientsA[0]!) =>
    api('/shipments', { body: { recipient, items: [{ inventoryItem: itemId, quantity }] }, token: customer.token })

  const requestMany = (customer: Customer, itemId: number, quantity: number, recipients: number[]) =>
    api('/shipments/request', { body: { items: [{ inventoryItem: itemId, quantity }], recipients }, token: customer.token })

  /** A page as a browser asks for it: the session cookie goes with same-origin navigations only. */
  const page = (path: string, customer?: Customer) =>
    request(path, {
      cookie: customer ? `payload-token=${customer.token}` : undefined,
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    })

  return { stock, ledgerOf, shipmentsOf, ship, requestMany, page }
}
