import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, DEMO, graphql, login, request } from '../support/http'

// How much one request may ask for (src/domain/query-limits.ts): GraphQL depth 10 and complexity
// 1,000, REST depth 0 to 5. Anything over is a 400 with a reason, and is not run: the probes below
// are mutations, and nothing they would create exists afterwards.

let staffToken: string
let customer: { token: string; id: number }

beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
  customer = await freshCustomer(staffToken, 'query-limits')
})

const RECIPIENT = { fullName: 'Deep Diver', address1: '1 Long Road', suburb: 'Perth', state: 'WA', postcode: '6000', country: 'AU' }

const recipientCount = async () => (await api('/recipients?limit=0&depth=0', { token: customer.token })).body.totalDocs as number

/** A customer's projects and back again, `rounds` times: three fields deeper per round. */
const roundTrips = (rounds: number, leaf: string) => {
  let selection = leaf
  for (let round = 0; round < rounds; round++) selection = `customer { projects { docs { id ${selection} } } }`
  return selection
}

const CREATE = (selection: string) => `mutation C($data: mutationRecipientInput!) { createRecipient(data: $data) { id ${selection} } }`

describe('GraphQL depth', () => {
  it('runs a query nested 10 fields deep (the control)', async () => {
    // createRecipient (1), two round trips (7), then customer { phone { countryCode } } (10).
    const before = await recipientCount()
    const atLimit = await graphql(CREATE(roundTrips(2, 'customer { phone { countryCode } }')), { data: RECIPIENT }, customer.token)
    expect(atLimit.status).toBe(200)
    expect(atLimit.body.errors).toBeUndefined()
    expect(atLimit.body.data.createRecipient.customer.projects).toBeDefined()
    expect(await recipientCount()).toBe(before + 1)
  })

  it('refuses a query nested deeper with 400 and a reason, and does not run it', async () => {
    const before = await recipientCount()
    const tooDeep = await graphql(CREATE(roundTrips(3, 'customer { email }')), { data: RECIPIENT }, customer.token)
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.headers.get('content-type')).toMatch(/^application\/json/)
    expect(tooDeep.body.data).toBeUndefined()
    expect(tooDeep.body.errors!.map((error) => error.message)).toEqual(['The query is nested 12 levels deep; at most 10 are allowed.'])
    expect(await recipientCount()).toBe(before)
  })

  it('follows fragments: hiding the nesting in one does not get around the limit', async () => {
    const query = `
      mutation C($data: mutationRecipientInput!) { createRecipient(data: $data) { ...Deep } }
      fragment Deep on Recipient { id ${roundTrips(4, '')} }
    `
    const before = await recipientCount()
    const response = await graphql(query, { data: RECIPIENT }, customer.token)
    expect(response.status).toBe(400)
    expect(response.body.errors![0]!.message).toBe('The query is nested 14 levels deep; at most 10 are allowed.')
    expect(await recipientCount()).toBe(before)
  })
})

describe('GraphQL complexity', () => {
  const aliased = (count: number) => {
    const fields = Array.from({ length: count }, (_, i) => `r${i}: createRecipient(data: $data) { id fullName }`)
    return `mutation C($data: mutationRecipientInput!) { ${fields.join(' ')} }`
  }

  it('runs a few mutations in one request (the control)', async () => {
    const before = await recipientCount()
    const few = await graphql(aliased(2), { data: RECIPIENT }, customer.token)
    expect(few.body.errors).toBeUndefined()
    expect(await recipientCount()).toBe(before + 2)
  })

  it('refuses an over-wide request with 400 and a reason, and runs none of it', async () => {
    const before = await recipientCount()
    const wide = await graphql(aliased(400), { data: RECIPIENT }, customer.token)
    expect(wide.status).toBe(400)
    expect(wide.body.data).toBeUndefined()
    expect(wide.body.errors![0]!.message).toMatch(/maximum complexity of 1000/i)
    expect(await recipientCount()).toBe(before)
  })

  it('refuses an over-wide read as well', async () => {
    const query = `{ ${Array.from({ length: 600 }, (_, i) => `s${i}: SiteSettings { hasCollections }`).join(' ')} }`
    const wide = await graphql(query)
    expect(wide.status).toBe(400)
    expect(wide.body.errors![0]!.message).toMatch(/maximum complexity of 1000/i)
  })

  it('counts each request by its own variables, the same query asked again and again', async () => {
    // Complexity is reckoned once per query and set of variables (graphql-documents.ts); a field
    // left out by @include is not counted, so the answer turns on $wide every time it is asked.
    const query = `query W($wide: Boolean!) { ${Array.from({ length: 600 }, (_, i) => `s${i}: SiteSettings @include(if: $wide) { hasCollections }`).join(' ')} }`
    for (const wide of [true, false, true, false]) {
      const response = await graphql(query, { wide })
      expect(response.status).toBe(wide ? 400 : 200)
      if (wide) expect(response.body.errors![0]!.message).toMatch(/maximum complexity of 1000/i)
      else expect(response.body).toEqual({ data: {} })
    }
  })

  it('refuses variables of the wrong type every time they are sent, and runs the query with right ones', async () => {
    const query = 'query P($limit: Int) { Products(limit: $limit) { limit } }'
    for (const limit of ['many', 3, 'many', 3]) {
      const response = await graphql(query, { limit })
      if (typeof limit === 'number') {
        expect(response.status).toBe(200)
        expect(response.body).toEqual({ data: { Products: { limit: 3 } } })
      } else {
        expect(response.status).toBe(400)
        expect(response.body.data).toBeUndefined()
        expect(response.body.errors![0]!.message).toMatch(/\$limit/)
      }
    }
  })

  it('still answers an unknown field or broken syntax with 400 rather than 200', async () => {
    expect((await graphql('{ SiteSettings { noSuchField } }')).status).toBe(400)
    expect((await graphql('{ SiteSettings { ')).status).toBe(400)
  })
})

describe('REST depth', () => {
  it('serves depth 0 to 5 (the control)', async () => {
    for (const depth of [0, 1, 5]) {
      const response = await api(`/projects?limit=1&depth=${depth}`, { token: staffToken })
      expect(response.status, `depth=${depth}`).toBe(200)
    }
  })

  it('refuses a depth over 5, or not a whole number, with 400 and a reason', async () => {
    const cases: [string, RegExp][] = [
      ['6', /^depth must be a whole number from 0 to 5; 6 is too deep\.$/],
      ['100', /100 is too deep/],
      ['-1', /not "-1"/],
      ['1.5', /not "1\.5"/],
      ['abc', /not "abc"/],
      ['', /not ""/],
    ]
    for (const [depth, reason] of cases) {
      const response = await api(`/products?limit=1&depth=${encodeURIComponent(depth)}`)
      expect(response.status, `depth=${depth}`).toBe(400)
      expect(response.body.errors![0]!.message).toMatch(reason)
    }
    const twice = await api('/products?depth=1&depth=9')
    expect(twice.status).toBe(400)
    expect(twice.body.errors[0].message).toMatch(/^Give depth once/)
  })

  it('refuses a write asking for too deep an answer before running it', async () => {
    const before = await recipientCount()
    const response = await api('/recipients?depth=9', { body: RECIPIENT, token: customer.token })
    expect(response.status).toBe(400)
    expect(await recipientCount()).toBe(before)
  })

  it('the admin still loads, with the depths it asks for', async () => {
    const cookie = `payload-token=${staffToken}`
    for (const page of ['/admin', '/admin/collections/projects', '/admin/collections/products?depth=0']) {
      const response = await request(page, { cookie })
      expect(response.status, page).toBe(200)
    }
    // The admin's own REST reads use depth 0 (relationship pickers, list counts).
    expect((await api('/products?depth=0&limit=10&page=1', { token: staffToken })).status).toBe(200)
  })
})

describe('a REST product list', () => {
  it('answers 24 products with what their cards need, in under 60 KB; a client asking for more gets it', async () => {
    // The demo catalogue, oldest first: other suites add products of their own, without images.
    const response = await request('/payload-api/products?limit=24&sort=createdAt', { headers: { 'cache-control': 'no-cache' } })
    expect(response.status).toBe(200)
    const bytes = Buffer.byteLength(JSON.stringify(response.body))
    expect(bytes, `${bytes} bytes`).toBeLessThan(60_000)
    const { docs } = response.body as { docs: Record<string, any>[] }
    expect(docs).toHaveLength(24)
    const card = docs.find((doc) => doc.images?.length > 0 && doc.category)!
    expect(card).toMatchObject({ title: expect.any(String), slug: expect.any(String), price: expect.any(Number) })
    expect(card.category).toEqual({ id: expect.any(Number), title: expect.any(String), slug: expect.any(String) })
    expect(Object.keys(card.images[0]).sort()).toEqual(['description', 'filename', 'id', 'sizes', 'url'])
    expect(card.images[0].url).toMatch(/\/payload-api\/media\/file\//)
    expect(card.images[0].sizes).toEqual({
      md: {
        filename: expect.any(String),
        url: expect.stringMatching(/\/payload-api\/media\/file\/.+-\d+x\d+\.webp$/),
        width: expect.any(Number),
        height: expect.any(Number),
      },
    })
    expect(card.description).toBeUndefined()
    expect(Object.keys(card.variants.docs[0]).sort()).toEqual(['colour', 'id', 'name'])

    // The product by id, and a list that names its fields or populations, are answered as asked.
    expect((await api(`/products/${card.id}`)).body.description).toBeDefined()
    const asked = await api(`/products?where[id][equals]=${card.id}&select[description]=true&select[images]=true&populate[media][filename]=true`)
    expect(asked.body.docs[0].description).toBeDefined()
    expect(Object.keys(asked.body.docs[0].images[0]).sort()).toEqual(['filename', 'id'])
  })
})
