import { beforeAll, describe, expect, it } from 'vitest'

import { formatCents } from '@/domain/pricing'

import { api, baseURL, DEMO, emailsTo, graphql, login, type OutboxEmail } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'

/**
 * One job from enquiry to shipped parcel, over HTTP as staff and the customer do it: each email
 * lands in the outbox (sent by the queued job) with the right recipient, subject and link,
 * illegal moves are refused, and the audit log holds every step.
 */
type Session = { token: string; id: number }
type AuditEntry = {
  action: string
  actorType: string
  actorLabel: string
  fromStatus?: string | null
  toStatus?: string | null
  delta?: number | null
}

let staff: Session
let customer: Session
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
const STAFF_INBOX = 'orders@swagly.example'
const CUSTOMER_INBOX = DEMO.customerA.email

beforeAll(async () => {
  fixtures = await reviewFixtures()
  staff = fixtures.staff
  customer = fixtures.owner
})

/** The newest email to `to` whose subject is `subject`; fails the test if none arrives. */
const emailTo = async (to: string, subject: string): Promise<OutboxEmail> => {
  const email = (await emailsTo(staff.token, to, subject)).find((candidate) => candidate.subject === subject)
  expect(email, `an email "${subject}" to ${to}`).toBeDefined()
  return email!
}

const linkIn = (email: OutboxEmail, path: string) => {
  const href = email.html.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1]?.replace(/&amp;/g, '&')
  expect(href, `a link to ${path} in "${email.subject}"`).toBeDefined()
  expect(email.text, 'the plain-text part carries the link too').toContain(href!.split('?')[0])
  return new URL(href!)
}

/**
 * The document's audit trail since it was created. SQLite hands the id of a deleted newest row to
 * the next one, so entries of a document other suites created and deleted can share the id.
 */
const auditOf = async (collectionSlug: string, documentId: number) => {
  const { createdAt } = (await api(`/${collectionSlug}/${documentId}?depth=0&select[createdAt]=true`, { token: staff.token })).body
  return (
    await api<{ docs: AuditEntry[] }>(
      `/audit-log?where[collectionSlug][equals]=${collectionSlug}&where[documentId][equals]=${documentId}` +
        `&where[createdAt][greater_than_equal]=${encodeURIComponent(createdAt)}&sort=createdAt&limit=100&depth=0`,
      { token: staff.token },
    )
  ).body.docs
}

const statusTrail = (entries: AuditEntry[]) => entries.filter((entry) => entry.action === 'status_change').map((entry) => entry.toStatus)

describe('staff lifecycle: enquiry → project → order → inventory → shipment', () => {
  it('sends each email, refuses illegal moves and audits every step', async () => {
    const name = `Lifecycle kit ${Date.now()}`
    // One sized and one one-size product: the one-size line goes straight into stock when the goods arrive.
    const catalogue = (await api('/products?limit=100&depth=0&sort=id', { token: staff.token })).body.docs as { id: number; hasSizing: boolean }[]
    const products = [catalogue.find((product) => product.hasSizing)!, catalogue.find((product) => !product.hasSizing)!]

    // The customer sends an enquiry: a confirmation to them, a notice to staff.
    const enquiry = await api('/enquiries', {
      token: customer.token,
      body: { name, quantity: '100 to 250', items: products.map((product) => ({ product: product.id })) },
    })
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201)
    await fixtures.patch(customer.token, enquiry.body.doc.id, { status: 'submitted' }, 'enquiries')
    await emailTo(CUSTOMER_INBOX, `We received your enquiry "${name}"`)
    const staffNotice = await emailTo(STAFF_INBOX, `New enquiry: ${name} (${CUSTOMER_INBOX})`)
    expect(linkIn(staffNotice, '/admin/collections/enquiries/').pathname).toBe(`/admin/collections/enquiries/${enquiry.body.doc.id}`)

    // Staff turn it into a project with its line items.
    const converted = await api(`/enquiries/${enquiry.body.doc.id}/create-project`, { method: 'POST', token: staff.token })
    expect(converted.status, JSON.stringify(converted.body)).toBe(201)
    const projectId = converted.body.project as number
    expect((await api(`/projects/${projectId}?depth=0`, { token: staff.token })).body.enquiry).toBe(enquiry.body.doc.id)

    // An illegal jump is refused and changes nothing.
    const jump = await api(`/projects/${projectId}`, { method: 'PATCH', token: staff.token, body: { status: 'completed' } })
    expect(jump.status).toBe(400)

    await fixtures.patch(staff.token, projectId, { status: 'proposal_sent', shippingEstimate: 4500 })
    const project = (await api(`/projects/${projectId}?depth=0`, { token: staff.token })).body
    const proposal = await emailTo(CUSTOMER_INBOX, `Your proposal for ${project.name} is ready`)
    const finalise = linkIn(proposal, `/review/projects/${projectId}/finalise`)
    expect(finalise.searchParams.get('key')).toBe(project.shareKey)

    // Only the customer (or a reviewer) finalises; staff cannot do it for them.
    expect((await api(`/projects/${projectId}`, { method: 'PATCH', token: staff.token, body: { status: 'awaiting_confirmation' } })).status).toBe(400)
    await fixtures.patch(customer.token, projectId, { status: 'awaiting_confirmation' })

    await fixtures.patch(staff.token, projectId, { status: 'awaiting_payment' })
    const due = await fixtures.expectedTotal(projectId, 'invoice')
    const paymentRequest = await emailTo(CUSTOMER_INBOX, `Payment requested: ${project.name}`)
    expect(linkIn(paymentRequest, `/review/projects/${projectId}/payment`).searchParams.get('key')).toBe(project.shareKey)
    expect(paymentRequest.text).toContain(formatCents(due.totalIncGst))

    // A customer cannot mark their own project paid.
    expect((await api(`/projects/${projectId}`, { method: 'PATCH', token: customer.token, body: { status: 'completed' } })).status).toBe(400)
    await fixtures.patch(staff.token, projectId, { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
    expect(statusTrail(await auditOf('projects', projectId))).toEqual([
      'pending',
      'proposal_sent',
      'awaiting_confirmation',
      'awaiting_payment',
      'completed',
    ])
    const projectAudit = await auditOf('projects', projectId)
    expect(projectAudit.find((entry) => entry.toStatus === 'awaiting_confirmation')).toMatchObject({
      actorType: 'customer',
      actorLabel: CUSTOMER_INBOX,
    })
    expect(projectAudit.find((entry) => entry.toStatus === 'completed')).toMatchObject({
      actorType: 'staff',
      actorLabel: DEMO.staff.email,
      fromStatus: 'awaiting_payment',
    })

    // The order: staff upload a proof for each item and request approval.
    const orderId = (await api(`/projects/${projectId}?depth=0`, { token: staff.token })).body.order as number
    const order = (await api(`/orders/${orderId}?depth=0`, { token: staff.token })).body
    const withProofs = await uploadProofs(orderId, order.artworkReviewItems)
    await fixtures.patch(staff.token, orderId, { artworkReviewItems: withProofs, status: 'proposal_sent' }, 'orders')
    const artwork = await emailTo(CUSTOMER_INBOX, `Artwork ready for approval: ${order.name}`)
    expect(linkIn(artwork, `/review/orders/${orderId}/artwork-approval`).searchParams.get('key')).toBe(order.shareKey)

    // The customer approves every proof, which moves the order on; staff start production.
    const approved = withProofs.map((item) => ({ ...item, status: 'approved' }))
    await fixtures.patch(customer.token, orderId, { artworkReviewItems: approved, status: 'awaiting_confirmation' }, 'orders')
    expect((await api(`/orders/${orderId}`, { method: 'PATCH', token: customer.token, body: { status: 'awaiting_payment' } })).status).toBe(400)
    await fixtures.patch(staff.token, orderId, { status: 'awaiting_payment' }, 'orders')

    // Goods received: completing the order books each line item into the warehouse as the customer's stock.
    await fixtures.patch(staff.token, orderId, { status: 'completed' }, 'orders')
    expect(statusTrail(await auditOf('orders', orderId))).toEqual([
      'pending',
      'proposal_sent',
      'awaiting_confirmation',
      'awaiting_payment',
      'completed',
    ])
    const lines = (await api(`/line-items?where[project][equals]=${projectId}&depth=0`, { token: staff.token })).body.docs as {
      id: number
      quantity: number
      hasSizing: boolean
    }[]
    const stocked = (await api(`/inventory-items?where[order][equals]=${orderId}&depth=0`, { token: customer.token })).body.docs as {
      id: number
      customer: number
      quantityAvailable: number
      lineItems: number[]
    }[]
    const unsized = lines.filter((line) => !line.hasSizing)
    expect(unsized.length).toBeGreaterThan(0)
    for (const line of unsized) {
      expect(stocked.find((item) => item.lineItems.includes(line.id))).toMatchObject({ customer: customer.id, quantityAvailable: line.quantity })
    }
    const itemId = stocked.find((item) => item.quantityAvailable >= 12)!.id
    const received = stocked.find((item) => item.id === itemId)!.quantityAvailable

    // The customer ships some of it; staff process and ship it with a tracking link.
    const recipient = (await api('/recipients?limit=1&sort=id&depth=0', { token: customer.token })).body.docs[0] as { id: number; fullName: string }
    const shipment = await api('/shipments', {
      token: customer.token,
      body: { recipient: recipient.id, items: [{ inventoryItem: itemId, quantity: 12 }] },
    })
    expect(shipment.status, JSON.stringify(shipment.body)).toBe(201)
    const shipmentId = shipment.body.doc.id as number
    expect((await api(`/shipments/${shipmentId}`, { method: 'PATCH', token: staff.token, body: { status: 'delivered' } })).status).toBe(400)
    await fixtures.patch(staff.token, shipmentId, { status: 'processing' }, 'shipments')
    const trackingUrl = `https://track.example/parcel/${shipmentId}`
    await fixtures.patch(staff.token, shipmentId, { status: 'shipped', trackingUrl }, 'shipments')
    const dispatched = await emailTo(CUSTOMER_INBOX, `Shipment #${shipmentId} to ${recipient.fullName} is on its way`)
    expect(linkIn(dispatched, '/parcel/').toString()).toBe(trackingUrl)
    expect(statusTrail(await auditOf('shipments', shipmentId))).toEqual(['requested', 'processing', 'shipped'])

    // The stock movements of the item: received, then booked out for the shipment.
    const stock = (await auditOf('inventory-items', itemId)).filter((entry) => entry.action === 'stock_movement')
    expect(stock.map((entry) => entry.delta)).toEqual([received, -12])
  })
})

/** Uploads a small PNG proof for each artwork item, as staff do in the admin. */
const uploadProofs = async (orderId: number, items: { id: string; lineItem: number }[]) => {
  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f4d3a' } })
    .png()
    .toBuffer()
  const withProofs = []
  for (const item of items) {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `lifecycle-${orderId}-${item.lineItem}.png`)
    form.set('_payload', JSON.stringify({ customer: customer.id, order: orderId, lineItem: item.lineItem, version: 1 }))
    const uploaded = await fetch(`${baseURL()}/payload-api/artwork-proofs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}` },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    withProofs.push({ ...item, artworkProof: (await uploaded.json()).doc.id })
  }
  return withProofs
}

describe('audit log access', () => {
  let entryId: number
  beforeAll(async () => {
    entryId = (await api('/audit-log?limit=1&depth=0', { token: staff.token })).body.docs[0].id
  })

  it('staff read it; customers and visitors see nothing over REST or GraphQL', async () => {
    expect((await api(`/audit-log/${entryId}`, { token: staff.token })).status).toBe(200)
    const other = await login('customers', DEMO.customerB)
    for (const token of [customer.token, other.token, undefined]) {
      expect((await api('/audit-log', { token })).status).toBe(403)
      expect((await api(`/audit-log/${entryId}`, { token })).status).toBe(403)
      const query = await graphql<{ AuditEntries: unknown }>('{ AuditEntries { docs { id summary } } }', {}, token)
      expect(query.body.data?.AuditEntries ?? null).toBeNull()
      expect(query.body.errors?.[0]?.message).toMatch(/not allowed/i)
    }
  })

  it('nobody writes it, staff included, over REST or GraphQL', async () => {
    const entry = {
      actorType: 'staff',
      actorLabel: 'forged',
      action: 'status_change',
      collectionSlug: 'projects',
      documentId: '1',
      summary: 'forged',
    }
    for (const token of [staff.token, customer.token, undefined]) {
      expect((await api('/audit-log', { token, body: entry })).status).toBe(403)
      expect((await api(`/audit-log/${entryId}`, { method: 'PATCH', token, body: { summary: 'edited' } })).status).toBe(403)
      expect((await api(`/audit-log/${entryId}`, { method: 'DELETE', token })).status).toBe(403)
      const created = await graphql(
        'mutation { createAuditEntry(data: { actorType: staff, actorLabel: "forged", action: status_change, collectionSlug: "projects", documentId: "1", summary: "forged" }) { id } }',
        {},
        token,
      )
      expect(created.body.errors?.length, 'create refused').toBeGreaterThan(0)
      const updated = await graphql(`mutation { updateAuditEntry(id: ${entryId}, data: { summary: "edited" }) { id } }`, {}, token)
      expect(updated.body.errors?.length, 'update refused').toBeGreaterThan(0)
      const deleted = await graphql(`mutation { deleteAuditEntry(id: ${entryId}) { id } }`, {}, token)
      expect(deleted.body.errors?.length, 'delete refused').toBeGreaterThan(0)
    }
    expect((await api(`/audit-log/${entryId}?depth=0`, { token: staff.token })).body.summary).not.toMatch(/edited|forged/)
    const forged = await api('/audit-log?where[actorLabel][equals]=forged&limit=1', { token: staff.token })
    expect(forged.body.totalDocs).toBe(0)
  })
})
