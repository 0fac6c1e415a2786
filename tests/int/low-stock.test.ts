import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerWithAddressBook, freshCustomer, stockFor } from '../support/customers'
import { api, DEMO, emailsTo, graphql, login, request } from '../support/http'
import { callServerAction } from '../support/server-action'

/**
 * Low-stock thresholds: a customer sets one on their own items only (REST, GraphQL, the dashboard's
 * server action), and the stock falling below it sends one alert email per crossing, however many
 * shipments race across it; stock back at or above the threshold re-arms the alert.
 */

type Customer = { token: string; id: number; email: string; password: string; recipients: number[] }

const database = inject('databaseLabel')
const ACTION = { file: 'src/features/dashboard/low-stock-actions.ts', name: 'setLowStockThreshold' }
const SUBJECT = /^Low stock: /

let staff: string
let owner: Customer
let ownerAgain: { token: string }
let rival: { token: string; id: number }

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  owner = await customerWithAddressBook(staff, 'lowstock', 2)
  ownerAgain = await login('customers', { email: owner.email, password: owner.password })
  rival = await freshCustomer(staff, 'lowstock-rival')
})

const item = async (id: number) => (await api(`/inventory-items/${id}?depth=0`, { token: staff })).body

const setThreshold = (id: number, lowStockThreshold: unknown, token: string | null = owner.token) =>
  api(`/inventory-items/${id}`, { method: 'PATCH', body: { lowStockThreshold }, token: token ?? undefined })

const ship = (id: number, quantity: number, token: string, recipient = owner.recipients[0]!) =>
  api('/shipments', { body: { recipient, items: [{ inventoryItem: id, quantity }] }, token })

/** The low-stock alerts the owner has been sent for this item. */
const alertsFor = async (title: string, expectAtLeast: number) => {
  const emails = await emailsTo(staff, owner.email, (email) => SUBJECT.test(email.subject) && email.subject.includes(title))
  const alerts = emails.filter((email) => SUBJECT.test(email.subject) && email.subject.includes(title))
  expect(alerts.length).toBeGreaterThanOrEqual(expectAtLeast)
  return alerts
}

/** Waits long enough for any second, wrongly queued alert to have been sent too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 6_000))

describe(`low-stock thresholds (${database})`, () => {
  it('the owner sets, changes and removes a threshold over REST and GraphQL', async () => {
    const id = await stockFor(staff, owner, 40, 'Threshold Tee')
    const set = await setThreshold(id, 15)
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect((await item(id)).lowStockThreshold).toBe(15)
    const viaGraphql = await graphql(
      'mutation M($id: Int!) { updateInventoryItem(id: $id, data: { lowStockThreshold: 12 }) { id lowStockThreshold } }',
      { id },
      owner.token,
    )
    expect(viaGraphql.body.errors).toBeUndefined()
    expect(viaGraphql.body.data?.updateInventoryItem?.lowStockThreshold).toBe(12)
    const removed = await setThreshold(id, null)
    expect(removed.status).toBe(200)
    expect((await item(id)).lowStockThreshold ?? null).toBeNull()
  })

  it('refuses a threshold that is not a whole number from 1, and writes nothing', async () => {
    const id = await stockFor(staff, owner, 10, 'Bad Threshold Tee')
    expect((await setThreshold(id, 8)).status).toBe(200)
    for (const bad of [0, -1, 2.5, 'lots', 10_000_000]) {
      const response = await setThreshold(id, bad)
      expect(response.status, `${JSON.stringify(bad)}: ${JSON.stringify(response.body)}`).toBe(400)
      expect(JSON.stringify(response.body)).toMatch(/threshold|must be|invalid/i)
    }
    const action = await callServerAction('/dashboard/inventory', ACTION, [{ inventoryItem: id, threshold: '2.5' }], {
      cookie: `payload-token=${owner.token}`,
    })
    expect(action.result).toMatchObject({ ok: false, message: expect.stringMatching(/whole number from 1/) })
    expect((await item(id)).lowStockThreshold).toBe(8)
  })

  it('lets the owner change nothing else about the item', async () => {
    const id = await stockFor(staff, owner, 10, 'Locked Tee')
    const before = await item(id)
    const response = await api(`/inventory-items/${id}`, { method: 'PATCH', body: { title: 'Renamed', quantityAvailable: 9999 }, token: owner.token })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toMatch(/only the low-stock threshold/)
    const after = await item(id)
    expect(after.title).toBe(before.title)
    expect(after.quantityAvailable).toBe(10)
  })

  it('another customer cannot set a threshold on the item by any path', async () => {
    const id = await stockFor(staff, owner, 10, 'Private Tee')
    const rest = await setThreshold(id, 3, rival.token)
    expect([403, 404]).toContain(rest.status)
    const anonymous = await setThreshold(id, 3, null)
    expect([401, 403, 404]).toContain(anonymous.status)
    const viaGraphql = await graphql(
      'mutation M($id: Int!) { updateInventoryItem(id: $id, data: { lowStockThreshold: 3 }) { id } }',
      { id },
      rival.token,
    )
    expect(viaGraphql.body.data?.updateInventoryItem ?? null).toBeNull()
    const action = await callServerAction('/dashboard/inventory', ACTION, [{ inventoryItem: id, threshold: 3 }], {
      cookie: `payload-token=${rival.token}`,
    })
    expect(action.result).toMatchObject({ ok: false, message: 'We couldn’t find that inventory item.' })
    expect((await item(id)).lowStockThreshold ?? null).toBeNull()
    const own = await callServerAction('/dashboard/inventory', ACTION, [{ inventoryItem: id, threshold: '4' }], {
      cookie: `payload-token=${owner.token}`,
    })
    expect(own.result).toEqual({ ok: true, threshold: 4 })
    expect((await item(id)).lowStockThreshold).toBe(4)
  })

  it('concurrent shipments across the threshold send exactly one alert; goods received re-arm it', async () => {
    const id = await stockFor(staff, owner, 21, 'Racing Hoodie')
    const { title } = await item(id)
    expect((await setThreshold(id, 20)).status).toBe(200)
    // Ten shipments of 2 from two sessions at once: every one of them leaves the stock below 20.
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, n) => ship(id, 2, n % 2 ? owner.token : ownerAgain.token, owner.recipients[n % 2])),
    )
    expect(first.map((response) => response.status)).toEqual(Array(10).fill(201))
    expect((await item(id)).quantityAvailable).toBe(1)
    expect((await item(id)).lowStockAlertedAt).toBeTruthy()
    await alertsFor(title, 1)
    await settle()
    const once = await alertsFor(title, 1)
    expect(once).toHaveLength(1)
    expect(once[0]!.html).toContain('/dashboard/inventory')

    // The staff work queue lists the item, and whose it is, while it is below the threshold.
    const admin = await request<string>('/admin', { cookie: `payload-token=${staff}`, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(admin.body).toContain('Customers low on stock')
    expect(admin.body).toMatch(new RegExp(`/admin/collections/inventory-items/${id}"`))
    expect(admin.body).toContain(`Casey Jones (${owner.email})`)

    // Goods received bring it back above the threshold: the alert is re-armed, and the next
    // crossing, again by racing shipments, sends one more.
    const received = await api('/inventory-adjustments', { body: { inventoryItem: id, delta: 20, reason: 'received' }, token: staff })
    expect(received.status).toBe(201)
    expect((await item(id)).lowStockAlertedAt ?? null).toBeNull()
    const second = await Promise.all(Array.from({ length: 8 }, (_, n) => ship(id, 1, n % 2 ? owner.token : ownerAgain.token)))
    expect(second.map((response) => response.status)).toEqual(Array(8).fill(201))
    expect((await item(id)).quantityAvailable).toBe(13)
    await alertsFor(title, 2)
    await settle()
    expect(await alertsFor(title, 2)).toHaveLength(2)
  })

  it('a shipment cancelled back above the threshold re-arms the alert, as does lowering the threshold', async () => {
    const id = await stockFor(staff, owner, 12, 'Cancelled Cap')
    expect((await setThreshold(id, 10)).status).toBe(200)
    const shipment = await ship(id, 5, owner.token)
    expect(shipment.status).toBe(201)
    expect((await item(id)).lowStockAlertedAt).toBeTruthy()
    const cancelled = await api(`/shipments/${shipment.body.doc.id}`, { method: 'PATCH', body: { status: 'cancelled' }, token: owner.token })
    expect(cancelled.status).toBe(200)
    expect((await item(id)).lowStockAlertedAt ?? null).toBeNull()
    expect((await ship(id, 5, owner.token)).status).toBe(201)
    expect((await item(id)).lowStockAlertedAt).toBeTruthy()
    expect((await setThreshold(id, 7)).status).toBe(200)
    expect((await item(id)).lowStockAlertedAt ?? null).toBeNull()
  })

  it('the inventory page shows days of cover from recent shipments and a badge below the threshold', async () => {
    const id = await stockFor(staff, owner, 100, 'Cover Mug')
    expect((await ship(id, 90, owner.token)).status).toBe(201)
    // 10 left at 90 a quarter (1 a day): 10 days of cover; a threshold of 14 (the suggestion) is above it.
    expect((await setThreshold(id, 14)).status).toBe(200)
    const page = await request<string>('/dashboard/inventory', {
      cookie: `payload-token=${owner.token}`,
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    })
    expect(page.status).toBe(200)
    const row = page.body.slice(page.body.indexOf(`data-testid="inventory-item-${id}"`))
    expect(row).toMatch(/About <!-- -->10<!-- --> <!-- -->days<!-- --> of cover|About 10 days of cover/)
    expect(row.slice(0, 2000)).toContain('Low stock')
  })
})
