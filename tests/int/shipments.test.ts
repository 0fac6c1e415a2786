import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, DEMO, graphql, login, request } from '../support/http'

/**
 * Shipments book stock out of the inventory ledger inside one transaction with a guarded
 * decrement: racing requests for the last units can never both win, the ledger never goes below
 * zero, a request to several recipients is all or nothing, and nobody can ship another
 * customer's stock or to another customer's address book.
 */

type Customer = { token: string; id: number }

let staff: string
let customerA: Customer
let customerA2: Customer
let customerB: Customer
let recipientsA: number[]
let recipientB: number
let itemCounter = 0

const database = inject('databaseLabel')

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customerA = await login('customers', DEMO.customerA)
  // A second session of the same customer: two browsers (or a browser and an API client) racing.
  customerA2 = await login('customers', DEMO.customerA)
  customerB = await login('customers', DEMO.customerB)
  const a = await api(`/recipients?limit=3&sort=id&depth=0`, { token: customerA.token })
  recipientsA = a.body.docs.map((doc: { id: number }) => doc.id)
  expect(recipientsA, 'the seed gives customer A an address book').toHaveLength(3)
  const b = await api(`/recipients?limit=1&depth=0`, { token: customerB.token })
  recipientB = b.body.docs[0].id
})

/** A fresh inventory item for `owner` with `quantity` units received, so each test owns its stock. */
const stock = async (owner: Customer, quantity: number, title = 'Race Test Tee') => {
  itemCounter += 1
  const item = await api('/inventory-items', {
    body: { title: `${title} ${itemCounter} (${database})`, customer: owner.id },
    token: staff,
  })
  expect(item.status, JSON.stringify(item.body)).toBe(201)
  const received = await api('/inventory-adjustments', {
    body: { inventoryItem: item.body.doc.id, delta: quantity, reason: 'received' },
    token: staff,
  })
  expect(received.status, JSON.stringify(received.body)).toBe(201)
  return { id: item.body.doc.id as number, title: item.body.doc.title as string }
}

/** The item's ledger and balance as staff see them; they must always agree and never be negative. */
const ledgerOf = async (itemId: number) => {
  const adjustments = await api(`/inventory-adjustments?where[inventoryItem][equals]=${itemId}&limit=1000&depth=0`, {
    token: staff,
  })
  const item = await api(`/inventory-items/${itemId}?depth=0`, { token: staff })
  const sum = adjustments.body.docs.reduce((total: number, doc: { delta: number }) => total + doc.delta, 0)
  expect(item.body.quantityAvailable).toBe(sum)
  expect(sum).toBeGreaterThanOrEqual(0)
  return { balance: sum as number, status: item.body.status as string, entries: adjustments.body.docs.length as number }
}

const shipmentsOf = async (itemId: number) =>
  (await api(`/shipments?where[items.inventoryItem][equals]=${itemId}&limit=1000&depth=0`, { token: staff })).body.docs as {
    id: number
    status: string
    customer: number
    recipient: number
  }[]

const ship = (customer: Customer, itemId: number, quantity: number, recipient = recipientsA[0]!) =>
  api('/shipments', { body: { recipient, items: [{ inventoryItem: itemId, quantity }] }, token: customer.token })

const requestMany = (customer: Customer, itemId: number, quantity: number, recipients: number[]) =>
  api('/shipments/request', { body: { items: [{ inventoryItem: itemId, quantity }], recipients }, token: customer.token })

/** A page as a browser asks for it: the session cookie goes with same-origin navigations only. */
const page = (path: string, customer?: Customer) =>
  request(path, {
    cookie: customer ? `payload-token=${customer.token}` : undefined,
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
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
    expect(own.body).toContain('https://auspost.com.au/mypost/track/')
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

describe(`another customer's stock and address book (${database})`, () => {
  it('refuses shipping another customer’s item over REST, GraphQL and the request endpoint, and writes nothing', async () => {
    const item = await stock(customerA, 5)
    const before = await ledgerOf(item.id)
    const rest = await ship(customerB, item.id, 1, recipientB)
    expect(rest.status).toBe(409)
    expect(rest.body.errors[0].message).toBe(`Inventory item ${item.id} is not available.`)
    const gql = await graphql(
      `
        mutation Ship($data: mutationShipmentInput!) {
          createShipment(data: $data) {
            id
          }
        }
      `,
      { data: { recipient: recipientB, status: 'requested', items: [{ inventoryItem: item.id, quantity: 1 }] } },
      customerB.token,
    )
    expect(gql.body.data?.createShipment ?? null).toBeNull()
    expect(gql.body.errors?.[0]?.message).toBe(`Inventory item ${item.id} is not available.`)
    const many = await requestMany(customerB, item.id, 1, [recipientB])
    expect(many.status).toBe(400)
    expect(many.body.message).toBe(`Inventory item ${item.id} is not in your inventory.`)
    expect(await ledgerOf(item.id)).toEqual(before)
    expect(await shipmentsOf(item.id)).toHaveLength(0)
  })

  it('refuses shipping to another customer’s recipient, even with one’s own stock', async () => {
    const itemB = await stock(customerB, 5, 'Northwind Cap')
    const rest = await ship(customerB, itemB.id, 1, recipientsA[0])
    expect(rest.status).toBe(400)
    expect(rest.body.errors[0].message).toBe('Choose a recipient from your address book.')
    const gql = await graphql(
      `
        mutation Ship($data: mutationShipmentInput!) {
          createShipment(data: $data) {
            id
          }
        }
      `,
      { data: { recipient: recipientsA[0], status: 'requested', items: [{ inventoryItem: itemB.id, quantity: 1 }] } },
      customerB.token,
    )
    expect(gql.body.errors?.[0]?.message).toBe('Choose a recipient from your address book.')
    const many = await requestMany(customerB, itemB.id, 1, [recipientB, recipientsA[0]!])
    expect(many.status).toBe(400)
    expect(many.body).toMatchObject({
      field: 'recipients',
      message: 'Choose recipients from your address book. One of them is not in it.',
    })
    expect(await shipmentsOf(itemB.id)).toHaveLength(0)
    expect(await ledgerOf(itemB.id)).toMatchObject({ balance: 5 })
  })

  it('a customer’s own GraphQL createShipment works (the control)', async () => {
    const item = await stock(customerA, 2)
    const gql = await graphql(
      `
        mutation Ship($data: mutationShipmentInput!) {
          createShipment(data: $data) {
            id
            status
          }
        }
      `,
      { data: { recipient: recipientsA[0], status: 'requested', items: [{ inventoryItem: item.id, quantity: 2 }] } },
      customerA.token,
    )
    expect(gql.body.errors).toBeUndefined()
    expect(gql.body.data.createShipment.status).toBe('requested')
    expect(await ledgerOf(item.id)).toMatchObject({ balance: 0, status: 'depleted' })
  })
})

const upload = (customer: Customer | null, name: string, type: string, content: BlobPart) => {
  const form = new FormData()
  form.set('file', new Blob([content], { type }), name)
  return fetch(`${inject('baseURL')}/payload-api/recipients/import`, {
    method: 'POST',
    body: form,
    headers: customer ? { authorization: `Bearer ${customer.token}` } : {},
  }).then(async (response) => ({ status: response.status, body: await response.json() }))
}

describe(`recipients CSV import (${database})`, () => {
  const csv = [
    'Full name,Company,Email,Address line 1,Suburb,State,Postcode',
    `Good Row ${database},Harbour & Co.,good@example.com,1 George Street,Sydney,NSW,2000`,
    `Bad Row ${database},,,2 Pitt Street,Sydney,NSW,9999`,
    `Also Good ${database},,,"Level 3, 4 Queen Street",Brisbane City,QLD,4000`,
  ].join('\n')

  it('imports the good rows, reports the bad one by row, and the new recipients are the importer’s alone', async () => {
    const response = await upload(customerA, 'team.csv', 'text/csv', csv)
    expect(response.status).toBe(201)
    expect(response.body.imported.map((r: { name: string }) => r.name)).toEqual([`Good Row ${database}`, `Also Good ${database}`])
    expect(response.body.imported[1].address).toBe('Level 3, 4 Queen Street, Brisbane City QLD 4000, Australia')
    expect(response.body.problems).toEqual([{ row: 3, message: 'Row 3: Postcode 9999 is not in NSW.' }])
    const mine = await api(`/recipients?where[fullName][like]=${encodeURIComponent(database)}&depth=0`, {
      token: customerA.token,
    })
    expect(mine.body.docs.map((doc: { fullName: string; customer: number }) => [doc.fullName, doc.customer]).sort()).toEqual([
      [`Also Good ${database}`, customerA.id],
      [`Good Row ${database}`, customerA.id],
    ])
    const theirs = await api(`/recipients?where[fullName][like]=${encodeURIComponent(database)}&depth=0`, {
      token: customerB.token,
    })
    expect(theirs.body.docs).toEqual([])
  })

  it.each([
    ['a PNG', 'logo.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 415, /Choose a CSV file/],
    ['binary data named .csv', 'sheet.csv', 'text/csv', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0x14]), 400, /not plain text/],
    ['a file just over 200 KB', 'big.csv', 'text/csv', `Full name,Address line 1,Suburb\n${'x,'.repeat(103 * 1024)}`, 413, /larger than 200 KB/],
    ['a much larger file, unread', 'huge.csv', 'text/csv', 'x'.repeat(1024 * 1024), 413, /larger than 200 KB/],
    ['a file without the columns', 'people.csv', 'text/csv', 'email\na@b.com', 400, /"Full name", "Address line 1", "Suburb" are missing/],
  ])('refuses %s and imports nothing', async (_label, name, type, content, status, message) => {
    const before = (await api('/recipients?limit=1&depth=0', { token: customerA.token })).body.totalDocs
    const response = await upload(customerA, name, type, content as BlobPart)
    expect(response.status).toBe(status)
    expect(response.body.message).toMatch(message)
    expect((await api('/recipients?limit=1&depth=0', { token: customerA.token })).body.totalDocs).toBe(before)
  })

  it('is for signed-in customers only', async () => {
    expect((await upload(null, 'team.csv', 'text/csv', csv)).status).toBe(401)
    expect((await upload({ token: staff, id: 0 }, 'team.csv', 'text/csv', csv)).status).toBe(403)
  })
})
