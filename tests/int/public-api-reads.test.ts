import { beforeAll, describe, expect, inject, it } from 'vitest'

import { companyWith, shippingCompany, type ShippingCompany } from '../support/companies'
import { stockFor } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { keyFor, v1 } from '../support/public-api'

/**
 * The public API's reads: a company's key reads its company's stock, projects, orders and
 * shipments and the public catalogue, and nothing of another company's by list or id.
 */

const database = inject('databaseLabel')

let staff: string
let shipper: ShippingCompany
let key: string
let otherKey: string
const ids = { product: 0, project: 0, order: 0, shipment: 0 }

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  shipper = await shippingCompany(staff, 'v1-reads', ['owner'], 10)
  const owner = shipper.members.owner
  const booked = await shipper.requestShipment(owner)
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  const project = await api('/projects', { token: staff, body: { name: `API project ${Date.now()}`, customer: owner.id } })
  expect(project.status, JSON.stringify(project.body)).toBe(201)
  const order = await api('/orders', { token: staff, body: { name: `API order ${Date.now()}`, customer: owner.id, project: project.body.doc.id } })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  Object.assign(ids, {
    product: (await api('/products?limit=1&depth=0')).body.docs[0].id,
    project: project.body.doc.id,
    order: order.body.doc.id,
    shipment: booked.body.shipments[0],
  })
  key = (await keyFor(owner, shipper.company, ['read'])).key

  const other = await companyWith(staff, 'v1-other', ['owner'])
  await stockFor(staff, other.members.owner, 5, 'Other company tee')
  otherKey = (await keyFor(other.members.owner, other.company, ['read'])).key
}, 180_000)

describe(`the public API's reads (${database})`, () => {
  it('reads the company’s stock with what has shipped and how long the rest lasts', async () => {
    const stock = await v1('/inventory', key)
    expect(stock.status, JSON.stringify(stock.body)).toBe(200)
    expect(stock.body).toMatchObject({ page: 1, totalDocs: 1, hasNextPage: false })
    // 10 received, 1 shipped in the last 90 days: 9 last 810 days at that rate.
    expect(stock.body.data[0]).toMatchObject({ id: shipper.stock, available: 9, daysOfCover: 810, belowThreshold: false })
  })

  it('reads the company’s shipments, projects and orders, by list and by id', async () => {
    const shipments = await v1('/shipments', key)
    expect(shipments.body.data.map((shipment: { id: number }) => shipment.id)).toEqual([ids.shipment])
    const shipment = await v1(`/shipments/${ids.shipment}`, key)
    expect(shipment.body).toMatchObject({ status: 'requested', items: [{ inventoryItem: shipper.stock, quantity: 1 }], charge: 3000 })
    expect(shipment.body.recipient).toMatchObject({ fullName: 'Pat Lee', suburb: 'Melbourne', postcode: '3000' })
    expect((await v1('/projects', key)).body.data.map((project: { id: number }) => project.id)).toEqual([ids.project])
    expect((await v1(`/projects/${ids.project}`, key)).body).toMatchObject({ id: ids.project, status: 'pending', archived: false })
    expect((await v1(`/orders/${ids.order}`, key)).body).toMatchObject({ id: ids.order, project: ids.project })
    expect((await v1('/projects?status=completed', key)).body.totalDocs).toBe(0)
  })

  it('shows another company’s key nothing of this company’s, by list or by id', async () => {
    for (const list of ['/shipments', '/projects', '/orders', '/invoices']) expect((await v1(list, otherKey)).body.totalDocs).toBe(0)
    const theirs = await v1('/inventory', otherKey)
    expect(theirs.body.data.map((item: { id: number }) => item.id)).not.toContain(shipper.stock)
    for (const one of [`/shipments/${ids.shipment}`, `/projects/${ids.project}`, `/orders/${ids.order}`]) {
      expect((await v1(one, otherKey)).status).toBe(404)
    }
  })

  it('pages through a list', async () => {
    const first = await v1('/products?limit=2', key)
    const second = await v1('/products?limit=2&page=2', key)
    expect(first.body).toMatchObject({ page: 1, limit: 2, hasNextPage: true })
    expect(second.body.page).toBe(2)
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id)
  })
})
