import { beforeAll, describe, expect, inject, it } from 'vitest'

import { api, graphql } from '../support/http'
import { type Customer, shipmentCalls, shipmentParties, type ShipmentParties } from '../support/shipment-fixtures'

/**
 * Nobody can ship another customer's stock or to another customer's address book, and the
 * recipients CSV import takes only a well-formed file from a signed-in customer.
 */

let parties: ShipmentParties
let staff: string
let customerA: Customer
let customerB: Customer
let recipientsA: number[]
let recipientB: number

const database = inject('databaseLabel')
const { stock, ledgerOf, shipmentsOf, ship, requestMany } = shipmentCalls(() => parties)

beforeAll(async () => {
  parties = await shipmentParties()
  ;({ staff, customerA, customerB, recipientsA, recipientB } = parties)
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
