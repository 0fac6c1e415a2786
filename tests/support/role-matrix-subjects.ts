// The company and the documents tests/int/role-matrix.test.ts sweeps: one of each company-owned
// collection, made as the app makes them.
import sharp from 'sharp'
import { expect } from 'vitest'

import { COMPANY_ROLES, type CompanyRole } from '@/domain/company-roles'

import { accountingSubjects, companyMoneySubjects, recipientLinkSubjects, webhookSubjects } from './company-subjects'
import { addMember, companyWith, type Member } from './companies'
import { freshCustomer, stockFor, uniqueEmail } from './customers'
import { api, baseURL } from './http'
import { reviewFixtures, reviewPath } from './review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from './server-action'

const squarePng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer()

/** A mockup of `owner`'s, uploaded by staff as the studio does. */
const mockupFor = async (staffToken: string, owner: Member) => {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(await squarePng())], { type: 'image/png' }), `matrix-mockup-${Date.now()}.png`)
  form.set('_payload', JSON.stringify({ customer: owner.id }))
  const uploaded = await fetch(`${baseURL()}/payload-api/mockups`, { method: 'POST', headers: { authorization: `Bearer ${staffToken}` }, body: form })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  return (await uploaded.json()).doc.id as number
}

/**
 * A company with a member in every role and the owner of another company (the outsider), and per
 * collection the path (read as staff) that finds its subject document. `ids` are what the sweep's
 * creates name.
 */
export const roleMatrixSubjects = async (staffToken: string) => {
  const { company, members } = await companyWith(staffToken, 'matrix', COMPANY_ROLES)
  const outsider = await freshCustomer(staffToken, 'matrix-outsider')
  const owner = members.owner
  const inCompany = { token: owner.token, headers: { cookie: `company=${company}` } }
  const fixtures = await reviewFixtures()

  const waiting = await api('/projects', { token: staffToken, body: { name: `Matrix quote ${Date.now()}`, customer: owner.id } })
  expect(waiting.status, JSON.stringify(waiting.body)).toBe(201)
  const proposal = await fixtures.project('proposal_sent', { customer: owner })
  const payable = await fixtures.project('awaiting_payment', { customer: owner })
  await callServerAction(reviewPath('payment', payable.id, payable.shareKey), REVIEW_ACTIONS.invoice, [
    String(payable.id),
    payable.shareKey,
    'finance@example.com',
  ])
  const order = await fixtures.orderWithProofs(owner)
  const mockup = await mockupFor(staffToken, owner)
  const stock = await stockFor(staffToken, owner, 8, 'Matrix tee')
  const recipient = await api('/recipients', {
    ...inCompany,
    body: { fullName: 'Mo Matrix', address1: '2 Role Street', suburb: 'Hobart', state: 'TAS', postcode: '7000', country: 'AU' },
  })
  expect(recipient.status, JSON.stringify(recipient.body)).toBe(201)
  const recipientId = recipient.body.doc.id as number
  const shipment = await api('/shipments/request', {
    ...inCompany,
    body: { items: [{ inventoryItem: stock, quantity: 1 }], recipients: [recipientId] },
  })
  expect(shipment.status, JSON.stringify(shipment.body)).toBe(201)
  const product = (await api('/products?limit=1&depth=0')).body.docs[0].id as number
  const sample = await api('/sample-requests', { ...inCompany, body: { recipient: recipientId, products: [product] } })
  expect(sample.status, JSON.stringify(sample.body)).toBe(201)
  const money = await companyMoneySubjects(owner, company)
  const links = await recipientLinkSubjects(inCompany, proposal)
  const webhooks = await webhookSubjects(inCompany)
  const accounting = await accountingSubjects(company)
  const enquiry = await api('/enquiries', { ...inCompany, body: { name: 'Matrix enquiry', type: 'wishlist', status: 'pending' } })
  expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201)
  const invited = await api('/member-invitations/invite', { ...inCompany, body: { list: uniqueEmail('matrix-invitee') } })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const keyed = await api('/api-keys/create', { ...inCompany, body: { name: `Matrix key ${Date.now()}`, scopes: ['read'] } })
  expect(keyed.status, JSON.stringify(keyed.body)).toBe(201)
  // A member in no role of the sweep's: their membership is the subject, so nobody's delete is their own leaving.
  const bystander = await freshCustomer(staffToken, 'matrix-bystander')
  const bystanderMembership = await addMember(staffToken, company, bystander, 'viewer')

  const paths: Record<string, string> = {
    companies: `/companies?where[id][equals]=${company}`,
    memberships: `/memberships?where[id][equals]=${bystanderMembership}`,
    'member-invitations': `/member-invitations?where[company][equals]=${company}`,
    'api-keys': `/api-keys?where[company][equals]=${company}`,
    ...money.paths,
    ...links.paths,
    ...webhooks.paths,
    ...accounting.paths,
    customers: `/customers?where[id][equals]=${owner.id}`,
    enquiries: `/enquiries?where[id][equals]=${enquiry.body.doc.id}`,
    projects: `/projects?where[id][equals]=${waiting.body.doc.id}`,
    'line-items': `/line-items?where[id][equals]=${proposal.lineIds[0]}`,
    orders: `/orders?where[id][equals]=${order.id}`,
    'artwork-proofs': `/artwork-proofs?where[order][equals]=${order.id}`,
    mockups: `/mockups?where[id][equals]=${mockup}`,
    invoices: `/invoices?where[project][equals]=${payable.id}`,
    'inventory-items': `/inventory-items?where[id][equals]=${stock}`,
    'inventory-adjustments': `/inventory-adjustments?where[inventoryItem][equals]=${stock}`,
    recipients: `/recipients?where[id][equals]=${recipientId}`,
    shipments: `/shipments?where[company][equals]=${company}`,
    'sample-requests': `/sample-requests?where[id][equals]=${sample.body.doc.id}`,
  }
  const subjects = new Map<string, Record<string, any>>()
  for (const [slug, path] of Object.entries(paths)) {
    const { body } = await api(`${path}&limit=1&depth=0`, { token: staffToken })
    if (!body.docs?.[0]) throw new Error(`No subject document at ${path}`)
    subjects.set(slug, body.docs[0])
  }
  const ids = {
    company,
    project: waiting.body.doc.id as number,
    recipient: recipientId,
    product,
    stock,
    order: order.id,
    membership: bystanderMembership,
    ...money.ids,
    ...links.ids,
    ...webhooks.ids,
    ...accounting.ids,
  }
  return { company, members: { ...members, outsider } as Record<CompanyRole | 'outsider', Member>, bystander: bystander.email, subjects, ids }
}
