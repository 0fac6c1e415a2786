import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, emailsTo, login, request } from '../support/http'
import { callServerAction } from '../support/server-action'

/**
 * "Reorder" on an order or an inventory item: one pending project for staff with the same
 * products, variants, decoration, artwork and last size split, a notice to staff, and the project
 * in the customer's Projects. A double click or racing requests with one key make one project;
 * nobody reorders another customer's order or stock, by the server action or REST.
 */

type Session = { token: string; id: number }
type Line = {
  id: number
  title: string
  product: number
  variant: number | null
  customDesignOptions: number[]
  mockupImage: number | null
  hasSizing: boolean
  quantity: number
  sizes?: { mens: { sizingOption: number; quantity: number }[]; womens: { sizingOption: number; quantity: number }[] }
}

const database = inject('databaseLabel')
const ACTION = { file: 'src/features/dashboard/reorder-actions.ts', name: 'reorderAction' }

let staff: Session
let owner: Session & { email: string }
let rival: Session
let staffAddress: string
let order: { id: number; name: string; lines: Line[] }
let counter = 0

const created = async (path: string, body: Record<string, unknown>) => {
  const response = await api(path, { token: staff.token, body })
  if (response.status !== 201) throw new Error(`POST ${path} failed: ${JSON.stringify(response.body)}`)
  return response.body.doc
}

/** An order of `owner` with a sized, decorated tee (with its mockup) and a plain mug. */
const orderOf = async (customer: Session) => {
  counter += 1
  const products = (await api('/products?limit=100&depth=0', { token: staff.token })).body.docs as { id: number; hasSizing: boolean; title: string }[]
  const sized = products.find((p) => p.hasSizing)!
  const plain = products.find((p) => !p.hasSizing)!
  const variant = (await api(`/product-variants?where[product][equals]=${sized.id}&limit=1&depth=0`, { token: staff.token })).body.docs[0]
  const tags = (await api('/product-customisation-tags?limit=2&depth=0', { token: staff.token })).body.docs.map((tag: { id: number }) => tag.id)
  const sizes = (await api('/sizing-options?limit=3&depth=0&sort=order', { token: staff.token })).body.docs.map((size: { id: number }) => size.id)
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `reorder-mockup-${Date.now()}-${counter}.png`)
  form.set('_payload', JSON.stringify({ customer: customer.id }))
  const mockup = await fetch(`${baseURL()}/payload-api/mockups`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}` }, body: form })
  expect(mockup.status).toBe(201)
  const mockupId = (await mockup.json()).doc.id as number
  const name = `Reorder source ${counter}-${Date.now()} (${database})`
  const project = await created('/projects', { name, customer: customer.id })
  const tee = await created('/line-items?depth=0', {
    project: project.id,
    title: `${sized.title} — Navy`,
    product: sized.id,
    variant: variant?.id,
    customDesignOptions: tags,
    mockupImage: mockupId,
    hasSizing: true,
    quantity: 60,
    position: 0,
    sizes: {
      mens: [
        { sizingOption: sizes[0], quantity: 25 },
        { sizingOption: sizes[1], quantity: 0 },
        { sizingOption: sizes[2], quantity: 15 },
      ],
      womens: [{ sizingOption: sizes[0], quantity: 20 }],
    },
  })
  const mug = await created('/line-items?depth=0', { project: project.id, title: plain.title, product: plain.id, quantity: 40, position: 1 })
  const made = await created('/orders', { name, customer: customer.id, project: project.id, lineItems: [tee.id, mug.id] })
  return { id: made.id as number, name, lines: [tee, mug] as Line[] }
}

const reorderRest = (body: unknown, token?: string, key?: string) =>
  api('/projects/reorder', { body, token, headers: key ? { 'idempotency-key': key } : undefined })

const reorderAction = (body: unknown, token: string, key?: string) =>
  callServerAction('/dashboard/orders', ACTION, key ? [body, key] : [body], { cookie: `payload-token=${token}` })

const reordersOf = async (orderId: number) =>
  (await api(`/projects?where[reorderOf][equals]=${orderId}&depth=0&limit=100`, { token: staff.token })).body.docs as {
    id: number
    name: string
    status: string
    customer: number
  }[]

const linesOf = async (projectId: number) =>
  (await api(`/line-items?where[project][equals]=${projectId}&depth=0&limit=100&sort=position`, { token: staff.token })).body.docs as Line[]

const idsOf = (value: unknown) =>
  Array.isArray(value) ? value.map((entry) => (typeof entry === 'object' && entry ? (entry as { id: number }).id : entry)) : value

beforeAll(async () => {
  staff = await login('staff-members', DEMO.staff)
  owner = await freshCustomer(staff.token, 'reorder')
  rival = await freshCustomer(staff.token, 'reorder-rival')
  const settings = (await api('/globals/site-settings?depth=0', { token: staff.token })).body
  staffAddress = settings.supplier?.staffNotificationEmail || settings.supplier?.email
  order = await orderOf(owner)
})

describe(`reorder (${database})`, () => {
  it('makes a pending project with the same products, variants, decoration, artwork and last size split', async () => {
    const response = await reorderRest({ order: order.id }, owner.token, crypto.randomUUID())
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const projectId = response.body.project as number
    const project = (await api(`/projects/${projectId}?depth=0`, { token: staff.token })).body
    expect(project).toMatchObject({ name: `Reorder: ${order.name}`, status: 'pending', customer: owner.id, reorderOf: order.id })
    const lines = await linesOf(projectId)
    expect(lines).toHaveLength(2)
    const [tee, mug] = order.lines
    expect(lines[0]).toMatchObject({
      title: tee!.title,
      product: tee!.product,
      variant: tee!.variant,
      mockupImage: tee!.mockupImage,
      hasSizing: true,
      quantity: 60,
    })
    expect(idsOf(lines[0]!.customDesignOptions)).toEqual(idsOf(tee!.customDesignOptions))
    const split = (rows: { sizingOption: number; quantity: number }[] = []) => rows.map(({ sizingOption, quantity }) => ({ sizingOption, quantity }))
    expect(split(lines[0]!.sizes?.mens)).toEqual(split(tee!.sizes!.mens).filter((row) => row.quantity > 0))
    expect(split(lines[0]!.sizes?.womens)).toEqual(split(tee!.sizes!.womens))
    expect(lines[1]).toMatchObject({ title: mug!.title, product: mug!.product, hasSizing: false, quantity: 40 })

    const notice = await emailsTo(staff.token, staffAddress, (email) => email.subject === `Reorder requested: ${order.name} (Casey Jones)`)
    const mine = notice.filter((email) => email.subject.startsWith(`Reorder requested: ${order.name}`))
    expect(mine).toHaveLength(1)
    expect(mine[0]!.html).toContain(`/admin/collections/projects/${projectId}`)

    const page = await request<string>('/dashboard/projects', {
      cookie: `payload-token=${owner.token}`,
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    })
    expect(page.body).toContain(`Reorder: ${order.name}`)
  })

  it('from an inventory item repeats the one product its stock came from', async () => {
    const item = await created('/inventory-items', {
      title: 'Tee stock',
      customer: owner.id,
      order: order.id,
      lineItems: [order.lines[0]!.id],
      hasSizing: true,
    })
    const response = await reorderRest({ inventoryItem: item.id }, owner.token)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const lines = await linesOf(response.body.project)
    expect(lines.map((line) => line.title)).toEqual([order.lines[0]!.title])
    expect(lines[0]!.quantity).toBe(60)
  })

  it('a double click or racing requests with one key make one project', async () => {
    const before = (await reordersOf(order.id)).length
    const key = crypto.randomUUID()
    const clicks = await Promise.all(Array.from({ length: 6 }, () => reorderAction({ order: order.id }, owner.token, key)))
    const projects = new Set(clicks.map((click) => click.result?.project))
    expect(
      clicks.every((click) => click.result?.ok === true),
      JSON.stringify(clicks.map((c) => c.result)),
    ).toBe(true)
    expect(projects.size).toBe(1)
    const restKey = crypto.randomUUID()
    const racing = await Promise.all(Array.from({ length: 6 }, () => reorderRest({ order: order.id }, owner.token, restKey)))
    expect(racing.map((response) => response.status)).toEqual(Array(6).fill(201))
    expect(new Set(racing.map((response) => response.body.project)).size).toBe(1)
    expect(racing.some((response) => response.headers.get('idempotent-replayed') === 'true')).toBe(true)
    expect((await reordersOf(order.id)).length).toBe(before + 2)
  })

  it('nobody reorders another customer’s order or stock, and bad input writes nothing', async () => {
    const before = (await reordersOf(order.id)).length
    const item = await created('/inventory-items', { title: 'Private stock', customer: owner.id, order: order.id, lineItems: [order.lines[1]!.id] })
    expect((await reorderRest({ order: order.id }, rival.token)).status).toBe(404)
    expect((await reorderRest({ inventoryItem: item.id }, rival.token)).status).toBe(404)
    expect((await reorderRest({ order: order.id })).status).toBe(401)
    expect((await reorderRest({ order: order.id }, staff.token)).status).toBe(403)
    const action = await reorderAction({ order: order.id }, rival.token, crypto.randomUUID())
    expect(action.result).toMatchObject({ ok: false, message: 'We couldn’t find that order.' })
    const itemAction = await reorderAction({ inventoryItem: item.id }, rival.token)
    expect(itemAction.result).toMatchObject({ ok: false, message: 'We couldn’t find that inventory item.' })
    for (const bad of [{}, { order: 'x' }, { order: order.id, inventoryItem: item.id }, { order: 99_999_999 }]) {
      const response = await reorderRest(bad, owner.token)
      expect([400, 404], JSON.stringify(bad)).toContain(response.status)
      expect(response.body.message).toBeTruthy()
    }
    expect((await reorderRest({ order: order.id }, owner.token, 'k'.repeat(300))).status).toBe(400)
    expect((await reordersOf(order.id)).length).toBe(before)
  })
})
