import { type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { expect } from './journey'

/**
 * Projects and orders for the share-link journeys, made through the API as staff and the owner
 * would, so no journey uses up the demo projects another relies on.
 */
export const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
export const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

type Credentials = { email: string; password: string }

export const tokenOf = async (request: APIRequestContext, collection: string, credentials: object) =>
  (await (await request.post(`/payload-api/${collection}/login`, { data: credentials })).json()) as { token: string; user: { id: number } }

export const apiAs = (request: APIRequestContext, token: string) => ({
  get: async (path: string) => (await request.get(`/payload-api${path}`, { headers: { authorization: `Bearer ${token}` } })).json(),
  post: async (path: string, data: object) =>
    (await (await request.post(`/payload-api${path}`, { headers: { authorization: `Bearer ${token}` }, data })).json()).doc,
  patch: async (path: string, data: object) => {
    const response = await request.patch(`/payload-api${path}`, { headers: { authorization: `Bearer ${token}` }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  },
})

/** A verified, active customer of one journey alone, made by staff, for journeys that change an account. */
export const customerOfOwn = async (request: APIRequestContext, label: string): Promise<Credentials> => {
  const staff = apiAs(request, (await tokenOf(request, 'staff-members', STAFF)).token)
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = `${label}-password-1`
  const created = await staff.post('/customers', { email, password, firstName: 'Casey', lastName: 'Jones', isActive: true, _verified: true })
  expect(created?.id, `creating ${email}`).toEqual(expect.any(Number))
  return { email, password }
}

/**
 * A project of `owner` (the demo customer unless told; filed under `company` when given): a sized
 * tee (10) and a tote (20), moved to `status`.
 */
export const makeProject = async (
  request: APIRequestContext,
  status: 'proposal_sent' | 'awaiting_payment',
  ownerCredentials: Credentials = CUSTOMER,
  company?: number,
) => {
  const staff = apiAs(request, (await tokenOf(request, 'staff-members', STAFF)).token)
  const owner = await tokenOf(request, 'customers', ownerCredentials)
  const tee = (await staff.get('/products?where[slug][equals]=classic-cotton-tee&depth=0')).docs[0]
  const tote = (await staff.get('/products?where[slug][equals]=recycled-cotton-tote&depth=0')).docs[0]
  const name = `Journey ${status} ${Date.now()}`
  const project = await staff.post('/projects', { name, customer: owner.user.id, ...(company ? { company } : {}) })
  await staff.post('/line-items', {
    project: project.id,
    title: 'Classic Cotton Tee — Black',
    product: tee.id,
    quantity: 10,
    hasSizing: true,
    position: 0,
  })
  await staff.post('/line-items', { project: project.id, title: 'Recycled Cotton Tote', product: tote.id, quantity: 20, position: 1 })
  await staff.patch(`/projects/${project.id}`, { status: 'proposal_sent' })
  if (status === 'awaiting_payment') {
    await apiAs(request, owner.token).patch(`/projects/${project.id}`, { status: 'awaiting_confirmation' })
    await staff.patch(`/projects/${project.id}`, { status: 'awaiting_payment', shippingEstimate: 4500 })
  }
  const { shareKey } = await staff.get(`/projects/${project.id}?depth=0`)
  return { id: project.id as number, name, shareKey: shareKey as string, staff, ownerId: owner.user.id }
}

/** A proof file for `customer`, uploaded by staff as the studio would (proofs are private to their customer). */
const uploadProof = async (request: APIRequestContext, staffToken: string, customer: number, colour: string) => {
  const buffer = await sharp({ create: { width: 240, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer()
  const response = await request.post('/payload-api/artwork-proofs', {
    headers: { authorization: `Bearer ${staffToken}` },
    multipart: { file: { name: `proof-${Date.now()}.png`, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ customer }) },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc.id as number
}

/** A paid order of `owner` (the demo customer unless told) with two proofs waiting for approval, and the link to approve them at. */
export const orderAwaitingArtwork = async (request: APIRequestContext, owner: Credentials = CUSTOMER) => {
  const project = await makeProject(request, 'awaiting_payment', owner)
  await project.staff.patch(`/projects/${project.id}`, { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
  const { order: orderId } = await project.staff.get(`/projects/${project.id}?depth=0`)
  const staffToken = (await tokenOf(request, 'staff-members', STAFF)).token
  const proofs = [
    await uploadProof(request, staffToken, project.ownerId, '#1d4ed8'),
    await uploadProof(request, staffToken, project.ownerId, '#b91c1c'),
  ]
  const order = await project.staff.get(`/orders/${orderId}?depth=0`)
  const items = order.artworkReviewItems.map((item: object, index: number) => ({ ...item, artworkProof: proofs[index] }))
  await project.staff.patch(`/orders/${orderId}`, { artworkReviewItems: items, status: 'proposal_sent' })
  const link = `/review/orders/${orderId}/artwork-approval?key=${order.shareKey}`
  return { id: orderId as number, name: order.name as string, link, staff: project.staff }
}
