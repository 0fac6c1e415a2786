import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, baseURL, DEMO, latestEmailTo, login, request } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'

/**
 * The staff tools behind the admin's buttons, over HTTP as the admin calls them: turning an
 * enquiry into a project, moving shipments through their machine, replacing artwork proofs, and
 * the dashboard's work queue.
 */
type Session = { token: string; id: number }
let staff: Session
let customerA: Session
let products: { id: number; title: string; minimumQuantity: number; priceBreaks: { minQuantity: number; pricePerUnit: number }[] }[]

beforeAll(async () => {
  staff = await login('staff-members', DEMO.staff)
  customerA = await login('customers', DEMO.customerA)
  products = (await api('/products?limit=3&depth=0&sort=id', { token: staff.token })).body.docs
})

const submittedEnquiry = async (extra: Record<string, unknown> = {}) => {
  const response = await api('/enquiries', {
    token: staff.token,
    body: {
      name: `Offsite kit ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      status: 'submitted',
      customer: customerA.id,
      quantity: '100 to 250',
      items: products.slice(0, 2).map((product) => ({ product: product.id })),
      ...extra,
    },
  })
  expect(response.status).toBe(201)
  return response.body.doc as { id: number; name: string }
}

const convert = (id: number | string, token?: string) => api(`/enquiries/${id}/create-project`, { method: 'POST', token })

describe('enquiry → project', () => {
  it('creates a pending project for the customer with a line item per enquiry item, linked both ways', async () => {
    const enquiry = await submittedEnquiry()
    const response = await convert(enquiry.id, staff.token)
    expect(response.status).toBe(201)
    const projectId = response.body.project as number
    const project = (await api(`/projects/${projectId}?depth=0`, { token: staff.token })).body
    expect(project).toMatchObject({ name: enquiry.name, customer: customerA.id, enquiry: enquiry.id, status: 'pending' })
    const lines = (await api(`/line-items?where[project][equals]=${projectId}&sort=position&depth=0`, { token: staff.token })).body.docs
    expect(lines).toHaveLength(2)
    lines.forEach((line: { product: number; quantity: number; pricePerUnit: number; position: number }, index: number) => {
      const product = products[index]!
      const quantity = Math.max(100, product.minimumQuantity)
      const reached = [...product.priceBreaks]
        .sort((a, b) => a.minQuantity - b.minQuantity)
        .filter((b) => b.minQuantity <= quantity)
        .at(-1)
      expect(line).toMatchObject({ product: product.id, quantity, position: index + 1, pricePerUnit: reached!.pricePerUnit })
    })
    expect((await api(`/enquiries/${enquiry.id}?depth=0`, { token: staff.token })).body.project).toBe(projectId)
    expect(project.subtotalPrice).toBe(
      lines.reduce((sum: number, l: { quantity: number; pricePerUnit: number }) => sum + l.quantity * l.pricePerUnit, 0),
    )
  })

  it('refuses a second conversion, two at once make one project', async () => {
    const enquiry = await submittedEnquiry()
    const [first, second] = await Promise.all([convert(enquiry.id, staff.token), convert(enquiry.id, staff.token)])
    expect([first.status, second.status].sort()).toEqual([201, 409])
    const loser = first.status === 409 ? first : second
    expect(loser.body.message).toBe('This enquiry already has a project.')
    const projects = await api(`/projects?where[enquiry][equals]=${enquiry.id}&depth=0`, { token: staff.token })
    expect(projects.body.totalDocs).toBe(1)
  })

  it('refuses a pending enquiry, an unknown id, customers and visitors, writing nothing', async () => {
    const pending = await submittedEnquiry({ status: 'pending' })
    const before = (await api('/projects?limit=1&depth=0', { token: staff.token })).body.totalDocs
    const refused = await convert(pending.id, staff.token)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Only a submitted enquiry can become a project.')
    expect((await convert(999999, staff.token)).status).toBe(404)
    expect((await convert('abc', staff.token)).status).toBe(404)
    const enquiry = await submittedEnquiry()
    expect((await convert(enquiry.id, customerA.token)).status).toBe(403)
    expect((await convert(enquiry.id)).status).toBe(403)
    expect((await api('/projects?limit=1&depth=0', { token: staff.token })).body.totalDocs).toBe(before)
  })
})

describe('shipment processing', () => {
  const newShipment = async () => {
    const item = (await api('/inventory-items', { token: staff.token, body: { customer: customerA.id, title: `Staff tools stock ${Date.now()}` } }))
      .body.doc
    await api('/inventory-adjustments', { token: staff.token, body: { inventoryItem: item.id, delta: 5, reason: 'received' } })
    const recipient = (await api('/recipients?limit=1&depth=0', { token: customerA.token })).body.docs[0]
    const shipment = await api('/shipments', {
      token: customerA.token,
      body: { recipient: recipient.id, items: [{ inventoryItem: item.id, quantity: 2 }] },
    })
    expect(shipment.status).toBe(201)
    return { shipment: shipment.body.doc as { id: number }, item: item as { id: number } }
  }
  const move = (id: number, body: Record<string, unknown>) => api(`/shipments/${id}`, { method: 'PATCH', token: staff.token, body })
  const available = async (id: number) => (await api(`/inventory-items/${id}?depth=0`, { token: staff.token })).body.quantityAvailable

  it('goes requested → processing → shipped (with tracking link and processedAt) → delivered', async () => {
    const { shipment } = await newShipment()
    expect((await move(shipment.id, { status: 'processing' })).status).toBe(200)
    const noTracking = await move(shipment.id, { status: 'shipped' })
    expect(noTracking.status).toBe(400)
    expect(JSON.stringify(noTracking.body)).toContain('Add the tracking link')
    const shipped = await move(shipment.id, { status: 'shipped', trackingUrl: 'https://auspost.com.au/track/AB123' })
    expect(shipped.status).toBe(200)
    expect(shipped.body.doc.processedAt).toBeTruthy()
    expect((await move(shipment.id, { status: 'delivered' })).status).toBe(200)
    const late = await move(shipment.id, { status: 'cancelled' })
    expect(late.status).toBe(400)
    expect(JSON.stringify(late.body)).toContain('cannot go from Delivered to Cancelled')
  })

  it('refuses skipping a step, and cancelling returns the stock', async () => {
    const { shipment, item } = await newShipment()
    expect(await available(item.id)).toBe(3)
    const skipped = await move(shipment.id, { status: 'shipped', trackingUrl: 'https://auspost.com.au/track/X' })
    expect(skipped.status).toBe(400)
    expect((await api(`/shipments/${shipment.id}?depth=0`, { token: staff.token })).body.status).toBe('requested')
    expect((await move(shipment.id, { status: 'processing' })).status).toBe(200)
    expect((await move(shipment.id, { status: 'cancelled' })).status).toBe(200)
    expect(await available(item.id)).toBe(5)
  })
})

describe('artwork proofs', () => {
  it('a new proof keeps the old one in the history and asks for a fresh review', async () => {
    const fixtures = await reviewFixtures()
    const order = await fixtures.orderWithProofs()
    const stored = (await api(`/orders/${order.id}?depth=0`, { token: staff.token })).body
    const reviewed = stored.artworkReviewItems.map((item: Record<string, unknown>, index: number) =>
      index === 0 ? { ...item, status: 'changes_requested', customerComments: 'Bigger logo' } : item,
    )
    await fixtures.patch(customerA.token, order.id, { artworkReviewItems: reviewed }, 'orders')
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1864ab' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `proof-${order.id}-v2.png`)
    form.set('_payload', JSON.stringify({ customer: customerA.id, order: order.id, version: 2 }))
    const uploaded = await fetch(`${baseURL()}/payload-api/artwork-proofs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const newProof = (await uploaded.json()).doc.id
    const oldProof = stored.artworkReviewItems[0].artworkProof
    const items = (await api(`/orders/${order.id}?depth=0`, { token: staff.token })).body.artworkReviewItems
    items[0].artworkProof = newProof
    const updated = await fixtures.patch(staff.token, order.id, { artworkReviewItems: items }, 'orders')
    const first = updated.artworkReviewItems[0]
    expect(first).toMatchObject({ artworkProof: expect.anything(), status: 'pending', customerComments: null, reviewedBy: null })
    expect(
      first.previousProofs.map((entry: { artworkProof: number | { id: number } }) =>
        typeof entry.artworkProof === 'object' ? entry.artworkProof.id : entry.artworkProof,
      ),
    ).toEqual([oldProof])
  })
})

describe('the admin dashboard', () => {
  it('lists what waits on staff, with links to each document', async () => {
    const enquiry = await submittedEnquiry()
    const response = await request<string>('/admin', { cookie: `payload-token=${staff.token}`, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(response.status).toBe(200)
    expect(response.body).toContain('Waiting on you')
    for (const heading of ['New enquiries', 'Projects waiting on staff', 'Invoices overdue', 'Artwork changes requested', 'Shipments to process']) {
      expect(response.body).toContain(heading)
    }
    // New enquiries come newest first: the one just submitted is on the card, counted as new today.
    expect(response.body).toMatch(new RegExp(`/admin/collections/enquiries/${enquiry.id}"`))
    const today = Number(/(\d+) new today/.exec(response.body)?.[1])
    expect(today).toBeGreaterThanOrEqual(1)
  })
})

describe('resend activation', () => {
  const resend = (id: number, token?: string) => api(`/customers/${id}/resend-activation`, { method: 'POST', token })
  const address = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

  it('sends an inactive customer the set-password link again', async () => {
    const email = address('inactive')
    const created = await api('/customers/create-inactive', { body: { email } })
    expect(created.status).toBe(201)
    const response = await resend(created.body.customer.id, staff.token)
    expect(response.status).toBe(200)
    const mail = await latestEmailTo(staff.token, email, (candidate) => candidate.html.includes('/auth/reset-password?token='))
    expect(mail?.html).toMatch(/\/auth\/reset-password\?token=[0-9a-f]+/)
  })

  it('sends an unverified customer the verification link again', async () => {
    const email = address('unverified')
    const created = await api('/customers', { body: { email, password: 'journey-password-1', firstName: 'Robin' } })
    expect(created.status).toBe(201)
    const response = await resend(created.body.doc.id, staff.token)
    expect(response.status).toBe(200)
    const mails = await latestEmailTo(staff.token, email, (candidate) => candidate.html.includes('/auth/verify?token='))
    expect(mails?.html).toMatch(/\/auth\/verify\?token=[0-9a-f]+/)
  })

  it('has nothing to send a verified customer, and is for staff only', async () => {
    const verified = await resend(customerA.id, staff.token)
    expect(verified.status).toBe(409)
    expect(verified.body.message).toBe('This customer is already active and verified: there is nothing to resend.')
    expect((await resend(customerA.id, customerA.token)).status).toBe(403)
    expect((await resend(customerA.id)).status).toBe(403)
    expect((await resend(999999, staff.token)).status).toBe(404)
  })
})
