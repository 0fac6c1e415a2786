import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it, inject } from 'vitest'

import { api, baseURL } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'

/**
 * A proof's owner is the customer of its order and line item: staff need not name it, cannot name
 * anyone else, and customers see only their own proofs and make none.
 */
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let order: Awaited<ReturnType<typeof fixtures.paidOrder>>
let othersOrder: Awaited<ReturnType<typeof fixtures.paidOrder>>

beforeAll(async () => {
  fixtures = await reviewFixtures()
  order = await fixtures.paidOrder()
  othersOrder = await fixtures.paidOrder(fixtures.other)
})

let uploads = 0

/** Uploads a small PNG with `fields` as `token`; the file name is unique, for finding what was written. */
const uploadProof = async (token: string, fields: Record<string, unknown>) => {
  const filename = `owner-test-${Date.now()}-${++uploads}.png`
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), filename)
  form.set('_payload', JSON.stringify(fields))
  const response = await fetch(`${baseURL()}/payload-api/artwork-proofs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: await response.json(), stem: filename.replace(/\.png$/, '') }
}

const storedProofsNamed = async (stem: string) =>
  (await api(`/artwork-proofs?where[filename][contains]=${stem}&depth=0`, { token: fixtures.staff.token })).body.totalDocs as number

const filesNamed = (stem: string) => {
  const dir = path.join(inject('databaseEnv').MEDIA_DIR, 'artwork-proofs')
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(stem)) : []
}

describe('staff uploading a proof', () => {
  it('with only the order and line item gets the order’s customer', async () => {
    const [item] = order.artworkReviewItems
    const created = await uploadProof(fixtures.staff.token, { order: order.id, lineItem: item!.lineItem })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const stored = (await api(`/artwork-proofs/${created.body.doc.id}?depth=0`, { token: fixtures.staff.token })).body
    expect(stored).toMatchObject({ customer: fixtures.owner.id, order: order.id, lineItem: item!.lineItem })
  })

  it('with only a line item gets the line item’s customer', async () => {
    const [item] = othersOrder.artworkReviewItems
    const created = await uploadProof(fixtures.staff.token, { lineItem: item!.lineItem })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.doc.customer).toMatchObject({ id: fixtures.other.id })
  })

  it('naming the order’s own customer is accepted', async () => {
    const created = await uploadProof(fixtures.staff.token, { order: order.id, customer: fixtures.owner.id })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
  })

  it('naming another customer than the order’s is refused, and nothing is written', async () => {
    const refused = await uploadProof(fixtures.staff.token, {
      order: order.id,
      lineItem: order.artworkReviewItems[0]!.lineItem,
      customer: fixtures.other.id,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toBe('The customer must be the order’s customer. Leave Customer empty to use it.')
    expect(await storedProofsNamed(refused.stem)).toBe(0)
    expect(filesNamed(refused.stem)).toEqual([])
  })

  it('for one customer’s order and another customer’s line item is refused', async () => {
    const refused = await uploadProof(fixtures.staff.token, { order: order.id, lineItem: othersOrder.artworkReviewItems[0]!.lineItem })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toBe('That line item belongs to another customer than the order.')
    expect(await storedProofsNamed(refused.stem)).toBe(0)
  })

  it('moving a proof to another customer’s order while it keeps its customer is refused', async () => {
    const created = await uploadProof(fixtures.staff.token, { order: order.id })
    const moved = await api(`/artwork-proofs/${created.body.doc.id}`, {
      method: 'PATCH',
      token: fixtures.staff.token,
      body: { order: othersOrder.id },
    })
    expect(moved.status).toBe(400)
    const stored = (await api(`/artwork-proofs/${created.body.doc.id}?depth=0`, { token: fixtures.staff.token })).body
    expect(stored).toMatchObject({ order: order.id, customer: fixtures.owner.id })
  })

  it('with neither a customer nor an order or line item is refused', async () => {
    const refused = await uploadProof(fixtures.staff.token, {})
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Choose the customer, or the order or line item the proof is for.')
  })
})

describe('customers and proofs', () => {
  it('a customer cannot upload a proof, not even for their own order', async () => {
    const refused = await uploadProof(fixtures.owner.token, { order: order.id })
    expect(refused.status).toBe(403)
    expect(await storedProofsNamed(refused.stem)).toBe(0)
  })

  it('a customer reads their own proofs and never another customer’s', async () => {
    const own = await uploadProof(fixtures.staff.token, { order: order.id })
    const others = await uploadProof(fixtures.staff.token, { order: othersOrder.id })
    expect((await api(`/artwork-proofs/${own.body.doc.id}?depth=0`, { token: fixtures.owner.token })).status).toBe(200)
    expect((await api(`/artwork-proofs/${others.body.doc.id}?depth=0`, { token: fixtures.owner.token })).status).toBe(404)
    const listed = (await api('/artwork-proofs?limit=1000&depth=0', { token: fixtures.owner.token })).body.docs as { id: number; customer: number }[]
    expect(listed.map((proof) => proof.id)).toContain(own.body.doc.id)
    expect(listed.every((proof) => proof.customer === fixtures.owner.id)).toBe(true)
    expect((await api(`/artwork-proofs/${others.body.doc.id}?depth=0`, { token: fixtures.other.token })).status).toBe(200)
  })
})

describe('an order’s artwork item', () => {
  const attach = (proof: number) =>
    api(`/orders/${order.id}`, {
      method: 'PATCH',
      token: fixtures.staff.token,
      body: { artworkReviewItems: order.artworkReviewItems.map((item, index) => (index === 0 ? { ...item, artworkProof: proof } : item)) },
    })
  const attached = async () =>
    (await api(`/orders/${order.id}?depth=0`, { token: fixtures.staff.token })).body.artworkReviewItems[0].artworkProof ?? null

  it('takes a proof of the order’s customer and refuses another customer’s', async () => {
    const others = await uploadProof(fixtures.staff.token, { order: othersOrder.id })
    expect((await attach(others.body.doc.id)).status).toBe(400)
    expect(await attached()).toBeNull()
    const own = await uploadProof(fixtures.staff.token, { order: order.id, lineItem: order.artworkReviewItems[0]!.lineItem })
    expect((await attach(own.body.doc.id)).status).toBe(200)
    expect(await attached()).toBe(own.body.doc.id)
  })
})
