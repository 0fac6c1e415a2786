import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, graphql, login, request } from '../support/http'

/**
 * One rule decides which products a visitor sees: a product without a storefront page (in the
 * internal-use Packaging category, or not listed) is listed by no path, and its address is unknown.
 */
const UNLISTED = ['custom-mailer-box', 'rigid-gift-box', 'branded-seal-stickers', 'a6-pocket-notebook']

type Doc = { id: number; slug: string }
let staff: string
let unlistedIds: number[]

const slugsOf = (docs: Doc[]) => docs.map((doc) => doc.slug)
const unlistedIn = (docs: Doc[]) => slugsOf(docs).filter((slug) => UNLISTED.includes(slug))

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  const all = await api<{ docs: Doc[] }>(`/products?limit=500&depth=0&where[slug][in]=${UNLISTED.join(',')}`, { token: staff })
  expect(slugsOf(all.body.docs).sort()).toEqual([...UNLISTED].sort())
  unlistedIds = all.body.docs.map((doc) => doc.id)
})

describe('a product without a storefront page', () => {
  it('is not in the REST list, cached or fresh (the read lane), and every product listed has a page', async () => {
    for (const headers of [{}, { 'cache-control': 'no-cache' }] as Record<string, string>[]) {
      const listed = await api<{ docs: Doc[]; totalDocs: number }>('/products?limit=500&depth=0', { headers })
      expect(listed.status).toBe(200)
      expect(unlistedIn(listed.body.docs)).toEqual([])
      expect(listed.body.totalDocs).toBe(listed.body.docs.length)
    }
    const listed = await api<{ docs: Doc[] }>('/products?limit=500&depth=0')
    for (const slug of slugsOf(listed.body.docs)) expect((await request(`/products/${slug}`)).status, slug).toBe(200)
    for (const slug of UNLISTED) expect((await request(`/products/${slug}`)).status, slug).toBe(404)
  })

  it('is not found by its id, by GraphQL, or through its colours', async () => {
    for (const id of unlistedIds) {
      expect((await api(`/products/${id}?depth=0`)).status).toBe(404)
      expect((await api(`/products/${id}?depth=0`, { headers: { 'cache-control': 'no-cache' } })).status).toBe(404)
      expect((await api<{ totalDocs: number }>(`/product-variants?depth=0&where[product][equals]=${id}`)).body.totalDocs).toBe(0)
    }
    const viaGraphql = await graphql<{ Products: { docs: Doc[] } }>('{ Products(limit: 500) { docs { id slug } } }')
    expect(unlistedIn(viaGraphql.body.data!.Products.docs)).toEqual([])
  })

  it('is not in the sitemap or the search suggestions', async () => {
    const sitemap = await request<string>('/sitemap.xml')
    for (const slug of UNLISTED) expect(sitemap.body).not.toContain(`/products/${slug}<`)
    const suggestions = await request<unknown>('/api/search/suggestions?q=box')
    expect(JSON.stringify(suggestions.body)).not.toMatch(/custom-mailer-box|rigid-gift-box/)
  })

  it('is still there for staff', async () => {
    for (const id of unlistedIds) expect((await api(`/products/${id}?depth=0`, { token: staff })).status).toBe(200)
  })
})
