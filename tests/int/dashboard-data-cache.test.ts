import { describe, expect, it } from 'vitest'

import { freshCustomer, stockFor } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api, baseURL, DEMO, login } from '../support/http'

/**
 * The dashboard's reads are kept in Next.js's cache per customer (tag `customer:{id}`), and every
 * write to a document the customer owns expires them once committed. The page still signs each
 * request in: a kept read is never shown to anyone else, nor after the session ends.
 */
const view = async (path: string, token: string) => {
  const response = await fetch(`${baseURL()}${path}`, {
    headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
    redirect: 'manual',
  })
  return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

const staffToken = async () => (await login('staff-members', DEMO.staff)).token

/** A row changed behind the app's back: no hook runs, so nothing is expired. */
const editByHand = async (table: string, id: number, column: string, value: string) => {
  const database = openDatabase()
  try {
    await database.setColumn(table, id, column, value)
  } finally {
    await database.close()
  }
}

// Every expiry is made again five seconds later (src/platform/next-cache/cache-handler.mjs).
const SECOND_EXPIRY_MS = 5_000
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the dashboard’s kept reads', () => {
  it('are kept between changes, and a write to the customer’s data shows on the very next view', async () => {
    const staff = await staffToken()
    const customer = await freshCustomer(staff, 'data-cache')
    const itemId = await stockFor(staff, customer, 4, 'Kept stock')
    await pause(SECOND_EXPIRY_MS + 1_000)
    expect((await view('/dashboard/inventory', customer.token)).body).toContain('Kept stock')

    // Behind the app's back no hook runs: the kept read is still what the page shows...
    await editByHand('inventory_items', itemId, 'title', `Renamed by hand ${Date.now()}`)
    const kept = await view('/dashboard/inventory', customer.token)
    expect(kept.body).toContain('Kept stock')
    expect(kept.body).not.toContain('Renamed by hand')

    // ...until a write through the app expires the customer's reads: both changes show at once.
    const title = `Fresh stock ${Date.now()}`
    await stockFor(staff, customer, 2, title)
    const after = await view('/dashboard/inventory', customer.token)
    expect(after.body).toContain(title)
    expect(after.body).toContain('Renamed by hand')
  })

  it('are read again a few seconds after a change, so a read under way at the change keeps nothing old', async () => {
    const staff = await staffToken()
    const customer = await freshCustomer(staff, 'data-cache-second-expiry')
    const itemId = await stockFor(staff, customer, 2, 'Twice-expired stock')
    expect((await view('/dashboard/inventory', customer.token)).body).toContain('Twice-expired stock')
    await editByHand('inventory_items', itemId, 'title', `Edited behind the app ${Date.now()}`)
    expect((await view('/dashboard/inventory', customer.token)).body).not.toContain('Edited behind the app')
    const deadline = Date.now() + SECOND_EXPIRY_MS + 5_000
    let body = ''
    while (Date.now() < deadline && !body.includes('Edited behind the app')) {
      await pause(250)
      body = (await view('/dashboard/inventory', customer.token)).body
    }
    expect(body).toContain('Edited behind the app')
  })

  it('show a shipment booked by the customer on the next view of the shipments page', async () => {
    const staff = await staffToken()
    const customer = await freshCustomer(staff, 'data-cache-shipments')
    expect((await view('/dashboard/shipments', customer.token)).status).toBe(200)
    const recipient = await api('/recipients', {
      token: customer.token,
      body: { fullName: 'Kept Recipient', address1: '1 Collins Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000', country: 'AU' },
    })
    expect(recipient.status).toBe(201)
    const itemId = await stockFor(staff, customer, 5, 'Shipped stock')
    const shipment = await api('/shipments', {
      token: customer.token,
      body: { recipient: recipient.body.doc.id, items: [{ inventoryItem: itemId, quantity: 2 }] },
    })
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(201)
    expect((await view('/dashboard/shipments', customer.token)).body).toContain('Kept Recipient')
  })

  it('are each customer’s own', async () => {
    const staff = await staffToken()
    const owner = await freshCustomer(staff, 'data-cache-owner')
    const other = await freshCustomer(staff, 'data-cache-other')
    const title = `Owner-only stock ${Date.now()}`
    await stockFor(staff, owner, 3, title)
    expect((await view('/dashboard/inventory', owner.token)).body).toContain(title)
    const seenByOther = await view('/dashboard/inventory', other.token)
    expect(seenByOther.status).toBe(200)
    expect(seenByOther.body).not.toContain(title)
  })

  it('are not shown once the session has ended, though they are kept', async () => {
    const staff = await staffToken()
    const customer = await freshCustomer(staff, 'data-cache-logout')
    const title = `Signed-out stock ${Date.now()}`
    await stockFor(staff, customer, 1, title)
    expect((await view('/dashboard/inventory', customer.token)).body).toContain(title)
    expect((await api('/customers/logout', { method: 'POST', token: customer.token })).status).toBe(200)
    const after = await view('/dashboard/inventory', customer.token)
    expect(after.status).toBe(307)
    expect(after.location).toContain('/auth')
    expect(after.body).not.toContain(title)
  })
})
