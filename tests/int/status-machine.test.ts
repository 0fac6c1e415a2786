import { beforeAll, describe, expect, it } from 'vitest'

import { unitPriceFor } from '@/domain/pricing'

import { api, DEMO, graphql, login } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'

let staff: string
let customerA: { token: string; id: number }

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customerA = await login('customers', DEMO.customerA)
})

/** A project of its own in `status`: the demo projects stay as other suites read them. */
const projectIn = async (status: 'proposal_sent' | 'awaiting_confirmation' | 'awaiting_payment') => (await reviewFixtures()).project(status)

const newProject = async () =>
  (await api('/projects', { token: staff, body: { name: `Machine test ${Date.now()}`, customer: customerA.id } })).body.doc

describe('the project status machine over REST and GraphQL', () => {
  it('starts every project as pending with a log entry, whatever the client asks', async () => {
    const created = await api('/projects', { token: staff, body: { name: 'Starts pending', customer: customerA.id } })
    expect(created.status).toBe(201)
    expect(created.body.doc.status).toBe('pending')
    expect(created.body.doc.statusChangeLog.map((e: { status: string }) => e.status)).toEqual(['pending'])
    const skipping = await api('/projects', { token: staff, body: { name: 'Skips', customer: customerA.id, status: 'completed' } })
    expect(skipping.status).toBe(400)
  })

  it('lets staff send a proposal and records it in the log', async () => {
    const project = await newProject()
    const sent = await api(`/projects/${project.id}`, { method: 'PATCH', token: staff, body: { status: 'proposal_sent' } })
    expect(sent.status).toBe(200)
    expect(sent.body.doc.statusChangeLog.map((e: { status: string }) => e.status)).toEqual(['pending', 'proposal_sent'])
  })

  it('refuses an illegal transition with a clear message and writes nothing', async () => {
    const project = await newProject()
    for (const status of ['awaiting_confirmation', 'awaiting_payment', 'completed']) {
      const response = await api(`/projects/${project.id}`, { method: 'PATCH', token: staff, body: { status, name: 'Renamed' } })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].message).toMatch(/cannot move from "Pending"/)
    }
    const after = (await api(`/projects/${project.id}?depth=0`, { token: staff })).body
    expect(after.status).toBe('pending')
    expect(after.name).toBe(project.name)
    expect(after.statusChangeLog).toHaveLength(1)
  })

  it('lets the owner finalise an open proposal but not confirm the price', async () => {
    const open = await projectIn('proposal_sent')
    const waiting = await projectIn('awaiting_confirmation')
    const confirm = await graphql(
      `
        mutation U($id: Int!) {
          updateProject(id: $id, data: { status: awaiting_payment }) {
            id
            status
          }
        }
      `,
      { id: waiting.id },
      customerA.token,
    )
    expect(confirm.body.errors?.[0]?.message).toMatch(/Only staff can move a project/)
    const finalise = await graphql(
      `
        mutation U($id: Int!) {
          updateProject(id: $id, data: { status: awaiting_confirmation }) {
            id
            status
            statusChangeLog {
              status
            }
          }
        }
      `,
      { id: open.id },
      customerA.token,
    )
    expect(finalise.body.errors).toBeUndefined()
    expect(finalise.body.data.updateProject.status).toBe('awaiting_confirmation')
  })

  it('completing a project creates its order with one artwork item per line item', async () => {
    const project = await projectIn('awaiting_payment')
    const lines = (await api(`/line-items?where[project][equals]=${project.id}&depth=0`, { token: staff })).body.docs
    const done = await api(`/projects/${project.id}`, {
      method: 'PATCH',
      token: staff,
      body: { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' },
    })
    expect(done.status).toBe(200)
    const after = (await api(`/projects/${project.id}?depth=0`, { token: staff })).body
    const order = (await api(`/orders/${after.order}?depth=0`, { token: staff })).body
    expect(order.status).toBe('pending')
    expect(order.customer).toBe(customerA.id)
    expect(order.artworkReviewItems.map((i: { lineItem: number }) => i.lineItem).sort()).toEqual(lines.map((l: { id: number }) => l.id).sort())
    expect(order.shareKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(order.shareKey).not.toBe(after.shareKey)
  })

  it('keeps the derived subtotal equal to the sum of the line items', async () => {
    const project = await newProject()
    const product = (await api('/products?limit=1&depth=0&where[hasSizing][equals]=false')).body.docs[0]
    const line = await api('/line-items?depth=0', {
      token: staff,
      body: { project: project.id, title: 'Bottles', product: product.id, quantity: 100 },
    })
    expect(line.status).toBe(201)
    await api('/line-items', { token: staff, body: { project: project.id, title: 'Extra', quantity: 3, pricePerUnit: 1999 } })
    const after = (await api(`/projects/${project.id}?depth=0`, { token: staff })).body
    const expectedUnitPrice = unitPriceFor(product.priceBreaks, 100, product.price)
    expect(line.body.doc.pricePerUnit).toBe(expectedUnitPrice)
    expect(after.subtotalPrice).toBe(100 * expectedUnitPrice + 3 * 1999)
    expect(line.body.doc.customer).toBe(customerA.id)
  })
})
