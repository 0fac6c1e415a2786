import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, cookieValue, DEMO, graphql, login, request, setCookie } from '../support/http'

/**
 * The estimate kept with a submitted enquiry: priced on the server from the catalogue (never taken
 * from the browser), at each item's exact quantity or the range, with its decoration and set-up
 * fee, and the same number staff's proposal starts from.
 */
type PriceBreak = { minQuantity: number; pricePerUnit: number }
type Product = { id: number; title: string; minimumQuantity: number; priceBreaks: PriceBreak[]; customDesignOptions: number[] }
type Tag = { id: number; label: string; unitPrice: number; setupFee: number }

let staff: string
let decorated: Product
let decoration: Tag
let plain: Product
let notOffered: Tag

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  const products = (await api('/products?limit=40&depth=0&sort=id', { token: staff })).body.docs as Product[]
  const tags = (await api('/product-customisation-tags?limit=50&depth=0', { token: staff })).body.docs as Tag[]
  const priced = products.filter((product) => product.priceBreaks?.length > 1)
  decorated = priced.find((product) => product.customDesignOptions.some((id) => tags.find((tag) => tag.id === id)!.setupFee > 0))!
  decoration = tags.find((tag) => decorated.customDesignOptions.includes(tag.id) && tag.setupFee > 0)!
  plain = priced.find((product) => product.id !== decorated.id)!
  notOffered = tags.find((tag) => !decorated.customDesignOptions.includes(tag.id))!
  expect(decoration.unitPrice).toBeGreaterThan(0)
})

/** The break's price by the catalogue's own numbers, worked out here rather than by the app's code. */
const breakPrice = (product: Product, quantity: number) =>
  [...product.priceBreaks]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .filter((b) => b.minQuantity <= quantity)
    .at(-1)!.pricePerUnit

const visitor = async () => {
  const created = await api('/customers/create-inactive', {
    body: { email: `estimate-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com` },
  })
  return { id: created.body.customer.id as number, cookie: cookieValue(setCookie(created.headers, 'inactive-customer')) }
}

const enquiryOf = async (id: number) => (await api(`/enquiries/${id}?depth=0`, { token: staff })).body

describe('the estimate stored on a submitted enquiry', () => {
  it('is priced on the server at the exact quantity and the range, with decoration, set-up and GST; a browser’s own numbers are ignored', async () => {
    const { cookie } = await visitor()
    const exact = 137
    const created = await api('/enquiries', {
      cookie,
      body: {
        name: 'Estimate kit',
        quantity: '250+',
        items: [{ product: decorated.id, decoration: decoration.id, quantity: exact }, { product: plain.id }],
        estimate: { lines: [], subtotal: 1, gst: 0, total: 1, isFrom: false },
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as number
    expect((await enquiryOf(id)).estimate ?? null).toBeNull()

    const submitted = await api(`/enquiries/${id}`, { method: 'PATCH', cookie, body: { status: 'submitted', estimate: { total: 1 } } })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const stored = await enquiryOf(id)
    expect(
      stored.items.map((item: { quantity: number | null; decoration: number | null }) => [item.quantity ?? null, item.decoration ?? null]),
    ).toEqual([
      [exact, decoration.id],
      [null, null],
    ])

    const first = exact * (breakPrice(decorated, exact) + decoration.unitPrice) + decoration.setupFee
    const plainQuantity = Math.max(250, plain.minimumQuantity)
    const second = plainQuantity * breakPrice(plain, plainQuantity)
    const subtotal = first + second
    const gst = Math.floor((subtotal * 10 + 50) / 100)
    expect(stored.estimate).toMatchObject({ subtotal, gst, total: subtotal + gst, isFrom: true })
    expect(stored.estimate.lines).toMatchObject([
      { product: decorated.id, quantity: exact, isFrom: false, decoration: { id: decoration.id }, setupFee: decoration.setupFee, total: first },
      { product: plain.id, quantity: plainQuantity, isFrom: true, decoration: null, setupFee: 0, total: second },
    ])
  })

  it('is the number staff’s proposal starts from', async () => {
    const customer = await freshCustomer(staff, 'estimate-proposal')
    const created = await api('/enquiries', {
      token: customer.token,
      body: {
        name: 'Proposal kit',
        quantity: '50 to 100',
        items: [
          { product: decorated.id, decoration: decoration.id },
          { product: plain.id, quantity: 64 },
        ],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as number
    expect((await api(`/enquiries/${id}`, { method: 'PATCH', token: customer.token, body: { status: 'submitted' } })).status).toBe(200)
    const { estimate } = await enquiryOf(id)

    const converted = await api(`/enquiries/${id}/create-project`, { method: 'POST', token: staff })
    expect(converted.status, JSON.stringify(converted.body)).toBe(201)
    const project = (await api(`/projects/${converted.body.project}?depth=0`, { token: staff })).body
    const lines = (await api(`/line-items?where[project][equals]=${project.id}&sort=position&depth=0`, { token: staff })).body.docs
    expect(project.subtotalPrice).toBe(estimate.subtotal)
    expect(lines.map((line: { quantity: number; pricePerUnit: number }) => [line.quantity, line.pricePerUnit])).toEqual([
      [estimate.lines[0].quantity, estimate.lines[0].pricePerItem],
      [1, decoration.setupFee],
      [64, estimate.lines[1].pricePerItem],
    ])
    expect(lines[0].customDesignOptions).toEqual([decoration.id])
    expect(lines.map((line: { isSetUpFee: boolean }) => line.isSetUpFee)).toEqual([false, true, false])

    // The order asks for artwork on the goods only, and only the goods reach the warehouse.
    const move = async (token: string, collection: string, id: number, data: object) => {
      const moved = await api(`/${collection}/${id}`, { method: 'PATCH', token, body: data })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    }
    await move(staff, 'projects', project.id, { status: 'proposal_sent' })
    await move(customer.token, 'projects', project.id, { status: 'awaiting_confirmation' })
    await move(staff, 'projects', project.id, { status: 'awaiting_payment', shippingEstimate: 0 })
    await move(staff, 'projects', project.id, { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
    const orderId = (await api(`/projects/${project.id}?depth=0`, { token: staff })).body.order as number
    const order = (await api(`/orders/${orderId}?depth=0`, { token: staff })).body
    expect(order.artworkReviewItems.map((item: { lineItem: number }) => item.lineItem)).toEqual([lines[0].id, lines[2].id])
    const approved = order.artworkReviewItems.map((item: { id: string }) => ({ id: item.id, status: 'approved' }))
    await move(staff, 'orders', orderId, { artworkReviewItems: approved, status: 'proposal_sent' })
    await move(customer.token, 'orders', orderId, { status: 'awaiting_confirmation' })
    await move(staff, 'orders', orderId, { status: 'awaiting_payment' })
    // Unsized, so each line of goods is one stock item without a size split to fill in first.
    for (const line of [lines[0], lines[2]]) await move(staff, 'line-items', line.id, { hasSizing: false })
    await move(staff, 'orders', orderId, { status: 'completed' })
    const stock = (await api(`/inventory-items?where[order][equals]=${orderId}&depth=0&limit=100`, { token: staff })).body.docs
    expect(stock.map((item: { title: string }) => item.title).sort()).toEqual([lines[0].title, lines[2].title].sort())
  })

  it('stays as the buyer saw it when staff save the enquiry, and is priced again when staff change the items', async () => {
    const customer = await freshCustomer(staff, 'estimate-staff')
    const created = await api('/enquiries', {
      token: customer.token,
      body: { name: 'Staff edits', quantity: '25 to 50', items: [{ product: plain.id }] },
    })
    const id = created.body.doc.id as number
    expect((await api(`/enquiries/${id}`, { method: 'PATCH', token: customer.token, body: { status: 'submitted' } })).status).toBe(200)
    const before = await enquiryOf(id)
    const saved = await api(`/enquiries/${id}`, {
      method: 'PATCH',
      token: staff,
      body: { notes: 'Called them', items: before.items, quantity: '25 to 50' },
    })
    expect(saved.status).toBe(200)
    expect((await enquiryOf(id)).estimate).toEqual(before.estimate)
    const more = await api(`/enquiries/${id}`, { method: 'PATCH', token: staff, body: { items: [{ product: plain.id, quantity: 300 }] } })
    expect(more.status).toBe(200)
    expect((await enquiryOf(id)).estimate.lines[0]).toMatchObject({
      quantity: Math.max(300, plain.minimumQuantity),
      total: Math.max(300, plain.minimumQuantity) * breakPrice(plain, Math.max(300, plain.minimumQuantity)),
    })
  })

  it('gives the live estimate the public prices of the products named, and a reason for anything else', async () => {
    const prices = await request(`/api/quote/prices?products=${decorated.id},${plain.id}`)
    expect(prices.status).toBe(200)
    const offered = prices.body.products.find((product: { id: number }) => product.id === decorated.id)
    expect(offered.decorations).toContainEqual({
      id: decoration.id,
      label: decoration.label,
      unitPrice: decoration.unitPrice,
      setupFee: decoration.setupFee,
    })
    expect(offered.priceBreaks.length).toBe(decorated.priceBreaks.length)
    for (const bad of ['', 'abc', '1,-2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const response = await request(`/api/quote/prices?products=${bad}`)
      expect(response.status, bad).toBe(400)
      expect(response.body.error).toEqual(expect.any(String))
    }
    // A product the public cannot see (a draft) is not priced for it.
    const draft = await api('/products', {
      token: staff,
      body: {
        title: 'Hidden draft',
        slug: `hidden-draft-${Date.now()}`,
        minimumQuantity: 1,
        _status: 'draft',
        priceBreaks: [{ minQuantity: 1, pricePerUnit: 100 }],
      },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    expect((await request(`/api/quote/prices?products=${draft.body.doc.id}`)).body.products).toEqual([])
    await api(`/products/${draft.body.doc.id}`, { method: 'DELETE', token: staff })
  })

  it('refuses a quantity of 0, a negative, a fraction, an absurd number or text, and a decoration not offered, writing nothing', async () => {
    const { id: owner, cookie } = await visitor()
    const base = { name: 'Bad quantities', quantity: '25 to 50' }
    const cases: [unknown, RegExp][] = [
      [0, /at least 1/],
      [-5, /at least 1/],
      [2.5, /whole number/],
      [1_000_000_000, /more than 100,000/],
      ['lots', /must be a number/],
      [Number.MAX_SAFE_INTEGER * 10, /more than 100,000/],
    ]
    for (const [quantity, message] of cases) {
      const response = await api('/enquiries', { cookie, body: { ...base, items: [{ product: plain.id, quantity }] } })
      expect(response.status, `${quantity}: ${JSON.stringify(response.body)}`).toBe(400)
      expect(response.body.errors[0].message).toMatch(message)
    }
    const wrongDecoration = await api('/enquiries', { cookie, body: { ...base, items: [{ product: decorated.id, decoration: notOffered.id }] } })
    expect(wrongDecoration.status).toBe(400)
    expect(wrongDecoration.body.errors[0].message).toMatch(/Choose a decoration offered for/)
    expect((await api(`/enquiries?where[customer][equals]=${owner}&depth=0`, { token: staff })).body.totalDocs).toBe(0)

    // On an existing enquiry, a bad change leaves it as it was, and submitting it stays possible.
    const good = await api('/enquiries', { cookie, body: { ...base, items: [{ product: plain.id, quantity: 40 }] } })
    expect(good.status).toBe(201)
    const refused = await api(`/enquiries/${good.body.doc.id}`, {
      method: 'PATCH',
      cookie,
      body: { status: 'submitted', items: [{ product: plain.id, quantity: -1 }] },
    })
    expect(refused.status).toBe(400)
    expect(await enquiryOf(good.body.doc.id)).toMatchObject({ status: 'pending', items: [{ quantity: 40 }] })
    const graphqlRefused = await request('/payload-api/graphql', {
      cookie,
      body: { query: `mutation { updateEnquiry(id: ${good.body.doc.id}, data: { items: [{ product: ${plain.id}, quantity: 0 }] }) { id } }` },
    })
    expect(graphqlRefused.status).toBeLessThan(500)
    expect(graphqlRefused.body.errors?.[0]?.message).toMatch(/at least 1/)
    expect(await enquiryOf(good.body.doc.id)).toMatchObject({ status: 'pending', items: [{ quantity: 40 }] })
  })

  it('submissions sent at the same moment leave one estimate, of the items stored', async () => {
    const customer = await freshCustomer(staff, 'estimate-race')
    const created = await api('/enquiries', {
      token: customer.token,
      body: { name: 'Racing kit', quantity: '25 to 50', items: [{ product: plain.id }] },
    })
    const id = created.body.doc.id as number
    const quantities = [30, 60, 90, 120, 150]
    const answers = await Promise.all(
      quantities.map((quantity) =>
        api(`/enquiries/${id}`, { method: 'PATCH', token: customer.token, body: { status: 'submitted', items: [{ product: plain.id, quantity }] } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    answers.filter((answer) => answer.status !== 200).forEach((answer) => expect([403, 404]).toContain(answer.status))
    const stored = await enquiryOf(id)
    const quantity = stored.items[0].quantity as number
    expect(quantities).toContain(quantity)
    expect(stored.estimate.lines).toHaveLength(1)
    const priced = Math.max(quantity, plain.minimumQuantity)
    expect(stored.estimate.lines[0]).toMatchObject({ quantity: priced, total: priced * breakPrice(plain, priced) })
  })

  it('a customer reads their own estimate, never another’s, over REST and GraphQL', async () => {
    const a = await login('customers', DEMO.customerA)
    const b = await login('customers', DEMO.customerB)
    const created = await api('/enquiries', {
      token: a.token,
      body: { name: 'A’s priced kit', items: [{ product: decorated.id, decoration: decoration.id, quantity: 80 }] },
    })
    const id = created.body.doc.id as number
    expect((await api(`/enquiries/${id}`, { method: 'PATCH', token: a.token, body: { status: 'submitted' } })).status).toBe(200)

    const own = await api(`/enquiries/${id}?depth=0`, { token: a.token })
    expect(own.body.estimate.lines[0]).toMatchObject({ quantity: 80, setupFee: decoration.setupFee })
    expect([403, 404]).toContain((await api(`/enquiries/${id}?depth=0`, { token: b.token })).status)
    const listed = (await api(`/enquiries?where[id][equals]=${id}&depth=0`, { token: b.token })).body.docs
    expect(listed).toEqual([])
    const single = await graphql(`{ Enquiry(id: ${id}) { id estimate } }`, {}, b.token)
    expect(single.body.data?.Enquiry ?? null).toBeNull()
    const many = await graphql(`{ Enquiries(where: { id: { equals: ${id} } }) { docs { id estimate } } }`, {}, b.token)
    expect(many.body.data?.Enquiries.docs ?? []).toEqual([])
    const mine = await graphql(`{ Enquiry(id: ${id}) { id estimate } }`, {}, a.token)
    expect(mine.body.data?.Enquiry.estimate.total).toBe(own.body.estimate.total)
    // A visitor without a session sees nothing of it either.
    expect([403, 404]).toContain((await api(`/enquiries/${id}?depth=0`)).status)
  })
})
