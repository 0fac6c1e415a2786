import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, graphql, login, request } from '../support/http'

type Session = { token?: string; label: string }

/** Every customer-owned collection, its GraphQL names and a change its owner's rival might try. */
const OWNED = [
  { slug: 'enquiries', one: 'Enquiry', many: 'Enquiries', patch: { notes: 'changed by someone else' } },
  { slug: 'projects', one: 'Project', many: 'Projects', patch: { name: 'Hijacked' } },
  { slug: 'line-items', one: 'LineItem', many: 'LineItems', patch: { title: 'Hijacked' } },
  { slug: 'orders', one: 'Order', many: 'Orders', patch: { name: 'Hijacked' } },
  { slug: 'artwork-proofs', one: 'ArtworkProof', many: 'ArtworkProofs', patch: { version: 99 } },
  { slug: 'mockups', one: 'Mockup', many: 'Mockups', patch: { filename: 'hijacked.webp' } },
  { slug: 'inventory-items', one: 'InventoryItem', many: 'InventoryItems', patch: { title: 'Hijacked' } },
  { slug: 'inventory-adjustments', one: 'InventoryAdjustment', many: 'InventoryAdjustments', patch: { note: 'Hijacked' } },
  { slug: 'recipients', one: 'Recipient', many: 'Recipients', patch: { fullName: 'Hijacked' } },
  { slug: 'shipments', one: 'Shipment', many: 'Shipments', patch: { trackingUrl: 'https://evil.example' } },
  { slug: 'sample-requests', one: 'SampleRequest', many: 'SampleRequests', patch: { comments: 'Hijacked' } },
] as const

let staff: string
let customerA: { token: string; id: number }
let customerB: { token: string; id: number }
const aDocs = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customerA = await login('customers', DEMO.customerA)
  customerB = await login('customers', DEMO.customerB)
  for (const { slug } of OWNED) {
    const { body } = await api(`/${slug}?where[customer][equals]=${customerA.id}&limit=1&depth=0`, { token: staff })
    expect(body.docs.length, `the seed has ${slug} for customer A`).toBe(1)
    aDocs.set(slug, body.docs[0])
  }
})

const intruders = (): Session[] => [
  { label: 'customer B', token: customerB.token },
  { label: 'an anonymous caller', token: undefined },
]

const staffCopy = async (slug: string, id: unknown) => (await api(`/${slug}/${id}?depth=0`, { token: staff })).body

describe.each(OWNED)('$slug: only its owner and staff', ({ slug, one, many, patch }) => {
  it('the owner can list and read it (the control)', async () => {
    const doc = aDocs.get(slug)!
    const list = await api(`/${slug}?where[id][equals]=${doc.id}&depth=0`, { token: customerA.token })
    expect(list.body.docs.map((d: { id: number }) => d.id)).toEqual([doc.id])
    const gql = await graphql(`query Q($id: Int!) { ${one}(id: $id) { id } }`, { id: doc.id }, customerA.token)
    expect(gql.body.data?.[one]?.id).toBe(doc.id)
  })

  it.each(['customer B', 'an anonymous caller'])('%s cannot list, read, update or delete it over REST', async (label) => {
    const session = intruders().find((s) => s.label === label)!
    const doc = aDocs.get(slug)!
    const list = await api(`/${slug}?where[id][equals]=${doc.id}&depth=0`, { token: session.token })
    expect([200, 403]).toContain(list.status)
    expect(list.body.docs ?? []).toEqual([])
    const read = await api(`/${slug}/${doc.id}?depth=0`, { token: session.token })
    expect([403, 404]).toContain(read.status)
    const update = await api(`/${slug}/${doc.id}`, { method: 'PATCH', body: patch, token: session.token })
    expect([403, 404]).toContain(update.status)
    const remove = await api(`/${slug}/${doc.id}`, { method: 'DELETE', token: session.token })
    expect([403, 404]).toContain(remove.status)
    expect(await staffCopy(slug, doc.id)).toEqual(doc)
  })

  it.each(['customer B', 'an anonymous caller'])('%s cannot list, read, update or delete it over GraphQL', async (label) => {
    const session = intruders().find((s) => s.label === label)!
    const doc = aDocs.get(slug)!
    const list = await graphql(`query Q($id: Int) { ${many}(where: { id: { equals: $id } }) { docs { id } } }`, { id: doc.id }, session.token)
    expect(list.body.data?.[many]?.docs ?? []).toEqual([])
    const read = await graphql(`query Q($id: Int!) { ${one}(id: $id) { id } }`, { id: doc.id }, session.token)
    expect(read.body.data?.[one] ?? null).toBeNull()
    const update = await graphql(
      `mutation U($id: Int!, $data: mutation${one}UpdateInput!) { update${one}(id: $id, data: $data) { id } }`,
      { id: doc.id, data: patch },
      session.token,
    )
    expect(update.body.errors?.length).toBeGreaterThan(0)
    const remove = await graphql(`mutation D($id: Int!) { delete${one}(id: $id) { id } }`, { id: doc.id }, session.token)
    expect(remove.body.errors?.length).toBeGreaterThan(0)
    expect(await staffCopy(slug, doc.id)).toEqual(doc)
  })
})

describe('customers: a customer sees only their own record', () => {
  it('B cannot read or change A, by REST or GraphQL; anonymous cannot list customers', async () => {
    expect((await api(`/customers/${customerA.id}`, { token: customerB.token })).status).toBe(404)
    const list = await api('/customers?limit=100&depth=0', { token: customerB.token })
    expect(list.body.docs.map((c: { id: number }) => c.id)).toEqual([customerB.id])
    expect((await api('/customers', {})).status).toBe(403)
    const update = await api(`/customers/${customerA.id}`, { method: 'PATCH', body: { firstName: 'Mallory' }, token: customerB.token })
    expect([403, 404]).toContain(update.status)
    const gql = await graphql(
      `
        query Q($id: Int!) {
          Customer(id: $id) {
            email
          }
        }
      `,
      { id: customerA.id },
      customerB.token,
    )
    expect(gql.body.data?.Customer ?? null).toBeNull()
    expect((await staffCopy('customers', customerA.id)).firstName).toBe('Jordan')
  })

  it('a customer cannot make themselves active or change derived fields', async () => {
    const before = await staffCopy('customers', customerB.id)
    await api(`/customers/${customerB.id}`, { method: 'PATCH', body: { fullName: 'Fake Name', isActive: false }, token: customerB.token })
    const after = await staffCopy('customers', customerB.id)
    expect(after.isActive).toBe(true)
    expect(after.fullName).toBe(before.fullName)
  })
})

describe('fields a customer may not change on their own documents', () => {
  it('price, payment status, share key and owner are ignored; an illegal status is refused', async () => {
    const { body } = await api(`/projects?where[customer][equals]=${customerA.id}&where[status][equals]=pending&depth=0`, { token: staff })
    const project = body.docs[0]
    const attempt = await api(`/projects/${project.id}`, {
      method: 'PATCH',
      token: customerA.token,
      body: { subtotalPrice: 1, paymentStatus: 'paid', shareKey: 'mine', customer: customerB.id, shippingEstimate: 0 },
    })
    expect(attempt.status).toBe(200)
    const after = await staffCopy('projects', project.id)
    expect(after).toMatchObject({
      subtotalPrice: project.subtotalPrice,
      paymentStatus: project.paymentStatus,
      shareKey: project.shareKey,
      customer: customerA.id,
      shippingEstimate: project.shippingEstimate,
    })
    const jump = await api(`/projects/${project.id}`, { method: 'PATCH', token: customerA.token, body: { status: 'completed' } })
    expect(jump.status).toBe(400)
    expect(jump.body.errors[0].message).toMatch(/cannot move from "Pending" to "Completed"/)
    expect((await staffCopy('projects', project.id)).status).toBe('pending')
  })

  it('a line item price cannot be changed by its owner', async () => {
    const { body } = await api(`/line-items?where[customer][equals]=${customerA.id}&limit=1&depth=0`, { token: staff })
    const line = body.docs[0]
    await api(`/line-items/${line.id}`, { method: 'PATCH', token: customerA.token, body: { pricePerUnit: 1, quantity: 1 } })
    expect(await staffCopy('line-items', line.id)).toMatchObject({ pricePerUnit: line.pricePerUnit, quantity: line.quantity })
  })

  it('share keys are long, random and visible only to the owner and staff', async () => {
    const own = await api(`/projects?limit=50&depth=0`, { token: customerA.token })
    const keys = own.body.docs.map((p: { shareKey: string }) => p.shareKey)
    expect(keys.every((key: string) => /^[A-Za-z0-9_-]{43}$/.test(key))).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
    const orders = await graphql(
      `
        {
          Orders {
            docs {
              id
              shareKey
            }
          }
        }
      `,
      {},
      customerA.token,
    )
    expect(orders.body.data.Orders.docs.every((o: { shareKey: string }) => o.shareKey?.length === 43)).toBe(true)
  })
})

describe('the public catalogue', () => {
  const publicProducts = async (token?: string) =>
    (await api('/products?limit=0&pagination=false&depth=0&select[slug]=true&select[status]=true&select[_status]=true', { token })).body.docs

  it('hides drafts and archived products from the public, by REST and GraphQL', async () => {
    const all = await publicProducts(staff)
    const hidden = all.filter((p: { status: string; _status: string }) => p.status === 'archived' || p._status !== 'published')
    expect(hidden.length).toBeGreaterThanOrEqual(2)
    const visible = new Set((await publicProducts()).map((p: { slug: string }) => p.slug))
    for (const product of hidden) {
      expect(visible.has(product.slug)).toBe(false)
      expect([403, 404]).toContain((await api(`/products/${product.id}`)).status)
      const gql = await graphql(
        `
          query Q($slug: String) {
            Products(where: { slug: { equals: $slug } }) {
              docs {
                id
              }
            }
          }
        `,
        { slug: product.slug },
      )
      expect(gql.body.data.Products.docs).toEqual([])
    }
    expect(visible.size).toBeGreaterThanOrEqual(60)
  })

  it('hides them from fresh GraphQL and REST reads too, though staff get them by the same query', async () => {
    const hidden = (await publicProducts(staff)).filter(
      (p: { status: string; _status: string }) => p.status === 'archived' || p._status !== 'published',
    )
    const query = 'query Q($slugs: [String]) { Products(where: { slug: { in: $slugs } }, limit: 100) { docs { slug } } }'
    const slugs = hidden.map((p: { slug: string }) => p.slug)
    const read = (token?: string) =>
      request('/payload-api/graphql', { body: { query, variables: { slugs } }, token, headers: { 'cache-control': 'no-cache' } })
    const restRead = (token?: string) =>
      api(`/products?depth=0&limit=100&${slugs.map((slug: string) => `where[slug][in]=${encodeURIComponent(slug)}`).join('&')}`, {
        token,
        headers: { 'cache-control': 'no-cache' },
      })
    for (const token of [undefined, staff, undefined]) {
      const [answer, rest] = await Promise.all([read(token), restRead(token)])
      expect([answer.status, rest.status]).toEqual([200, 200])
      const found = answer.body.data.Products.docs.map((p: { slug: string }) => p.slug).sort()
      expect(found).toEqual(token ? [...slugs].sort() : [])
      expect(rest.body.docs.map((p: { slug: string }) => p.slug).sort()).toEqual(found)
    }
  })

  it('hides internal categories and the variants of hidden products', async () => {
    const staffCategories = (await api('/product-categories?limit=100&depth=0', { token: staff })).body.docs
    const internal = staffCategories.filter((c: { internalUse: boolean }) => c.internalUse)
    expect(internal.length).toBeGreaterThan(0)
    const publicSlugs = (await api('/product-categories?limit=100&depth=0')).body.docs.map((c: { slug: string }) => c.slug)
    for (const category of internal) expect(publicSlugs).not.toContain(category.slug)
    const hiddenProduct = (await publicProducts(staff)).find((p: { status: string }) => p.status === 'archived')
    const variants = await api(`/product-variants?where[product][equals]=${hiddenProduct.id}&depth=0`)
    expect(variants.body.docs).toEqual([])
  })

  it('lets nobody but staff write the catalogue', async () => {
    for (const token of [undefined, customerA.token]) {
      const response = await api('/products', { body: { title: 'Free stuff', slug: 'free-stuff' }, token })
      expect(response.status).toBe(403)
    }
  })
})
