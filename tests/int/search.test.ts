import { beforeAll, describe, expect, it } from 'vitest'

import { eventually } from '../support/eventually'
import { api, DEMO, login, request } from '../support/http'

/**
 * Product search over HTTP against the production server, on whichever database TEST_DB names:
 * the suggestions endpoint and the results page at /products?q=…, on products of this test's own
 * with made-up words, so the demo catalogue cannot match by chance.
 */
let staff: string
const ids: Record<string, number> = {}
let drinkware: number
let bags: number

const createProduct = async (key: string, data: Record<string, unknown>, draft = false) => {
  const response = await api(`/products${draft ? '?draft=true' : ''}`, {
    body: { slug: `search-${key}`, price: 1500, minimumQuantity: 25, _status: draft ? 'draft' : 'published', ...data },
    token: staff,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  ids[key] = response.body.doc.id
  return response.body.doc.id as number
}

const categoryId = async (slug: string) =>
  (await api(`/product-categories?where[slug][equals]=${slug}&depth=0`, { token: staff })).body.docs[0].id as number

const suggest = (q: string) => request(`/api/search/suggestions?q=${encodeURIComponent(q)}`)
const suggestedSlugs = async (q: string) => ((await suggest(q)).body.products as { slug: string }[]).map((product) => product.slug)

/** The product links a results page lists, in order (cards link to /products/{slug}). */
const resultSlugs = async (query: string) => {
  const page = await request<string>(`/products?${query}`)
  expect(page.status).toBe(200)
  const results = page.body.slice(page.body.indexOf('id="results-heading"'))
  return { html: page.body, slugs: [...new Set([...results.matchAll(/href="\/products\/(search-[a-z0-9-]+)"/g)].map((match) => match[1]!))] }
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  drinkware = await categoryId('drinkware')
  bags = await categoryId('bags')
  const internal = await api('/product-categories', { body: { title: 'Staff gifts', slug: 'search-staff-gifts', internalUse: true }, token: staff })
  const tag = await api('/product-customisation-tags', { body: { label: 'Glimmerprint foil' }, token: staff })

  await createProduct('title-hit', { title: 'Quokkaflask Bottle', category: drinkware })
  await createProduct('feature-hit', {
    title: 'Plain Tumbler',
    category: drinkware,
    keyFeatures: [{ heading: 'Keeps cold', body: 'The same double wall as our quokkaflask range.' }],
  })
  await createProduct('draft', { title: 'Quokkaflask Draft Edition', category: drinkware }, true)
  await createProduct('archived', { title: 'Quokkaflask Archived Edition', category: drinkware, status: 'archived' })
  await createProduct('internal', { title: 'Quokkaflask Staff Edition', category: internal.body.doc.id })
  await createProduct('unlisted', { title: 'Quokkaflask Unlisted Edition', category: drinkware, showOnProductCategory: false })
  await createProduct('decorated', { title: 'Plain Pouch', category: bags, customDesignOptions: [tag.body.doc.id] })
  const coloured = await createProduct('coloured', { title: 'Plain Visor', category: bags })
  await api('/product-variants', { body: { product: coloured, name: 'Wombatgreen', colour: '#2f6b3a' }, token: staff })

  // 26 products sharing a word: 20 drinkware, 6 bags, for pagination and the category filter.
  for (let index = 0; index < 26; index++) {
    const letter = String.fromCharCode(97 + index)
    await createProduct(`numbat-${letter}`, {
      title: `Numbat ${letter.toUpperCase()} Carrier`,
      category: index < 20 ? drinkware : bags,
      price: 1000 + index,
    })
  }
}, 240_000)

describe('search ranking and matching', () => {
  it('ranks a title match above a match in the key features', async () => {
    expect(await suggestedSlugs('quokkaflask')).toEqual(['search-title-hit', 'search-feature-hit'])
  })

  it('tolerates a typo', async () => {
    expect(await suggestedSlugs('quokaflask')).toContain('search-title-hit')
    expect(await suggestedSlugs('quokkaflsak bottle')).toContain('search-title-hit')
  })

  it('finds products by colour (variant name) and by decoration option', async () => {
    expect(await suggestedSlugs('wombatgreen')).toEqual(['search-coloured'])
    expect(await suggestedSlugs('glimmerprint')).toEqual(['search-decorated'])
  })

  it('matches words as typed so far', async () => {
    expect(await suggestedSlugs('quokkafl')).toContain('search-title-hit')
  })

  it('never finds drafts, archived, unlisted or internal-use products', async () => {
    const found = await suggestedSlugs('quokkaflask edition')
    expect(found).toEqual([])
    const { slugs } = await resultSlugs('q=quokkaflask')
    expect(slugs).toEqual(['search-title-hit', 'search-feature-hit'])
  })

  it('keeps the index in step with product changes', async () => {
    const patched = await api(`/products/${ids['feature-hit']}`, {
      method: 'PATCH',
      body: { keyFeatures: [{ heading: 'Keeps cold', body: 'A double wall.' }] },
      token: staff,
    })
    expect(patched.status).toBe(200)
    const after = await eventually(
      () => suggestedSlugs('quokkaflask'),
      (slugs) => slugs.length === 1,
    )
    expect(after).toEqual(['search-title-hit'])

    await api(`/products/${ids['title-hit']}`, { method: 'PATCH', body: { title: 'Quokkaflask Bottle Deluxe' }, token: staff })
    expect(
      await eventually(
        () => suggestedSlugs('deluxe'),
        (slugs) => slugs.length > 0,
      ),
    ).toEqual(['search-title-hit'])
  })
})

describe('the results page', () => {
  it('pages through the results 24 at a time', async () => {
    const first = await resultSlugs('q=numbat')
    expect(first.html).toContain('Results for “numbat”')
    expect(first.slugs).toHaveLength(24)
    const second = await resultSlugs('q=numbat&page=2')
    expect(second.slugs).toHaveLength(2)
    expect(new Set([...first.slugs, ...second.slugs]).size).toBe(26)
  })

  it('combines with the category filter and the sort', async () => {
    const inBags = await resultSlugs('q=numbat&category=bags&sort=price-desc')
    expect(inBags.slugs).toEqual(['search-numbat-z', 'search-numbat-y', 'search-numbat-x', 'search-numbat-w', 'search-numbat-v', 'search-numbat-u'])
    const inDrinkware = await resultSlugs('q=numbat&category=drinkware&sort=name&page=1')
    expect(inDrinkware.slugs).toHaveLength(20)
    expect(inDrinkware.slugs[0]).toBe('search-numbat-a')
  })

  it('suggests categories instead of a blank page when nothing matches', async () => {
    const { html, slugs } = await resultSlugs('q=xyzzyplugh')
    expect(slugs).toEqual([])
    expect(html).toContain('No products match “xyzzyplugh”')
    expect(html).toContain('href="/categories/drinkware"')
  })
})

describe('the suggestions endpoint', () => {
  it('answers with products (thumbnail, from-price) and categories, cached like other anonymous reads', async () => {
    const response = await suggest('Numbat')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=1, stale-while-revalidate=59')
    expect(response.body.query).toBe('numbat')
    expect(response.body.total).toBe(26)
    expect(response.body.products).toHaveLength(6)
    expect(response.body.products[0]).toMatchObject({ slug: expect.stringMatching(/^search-numbat-/), fromPrice: expect.any(Number) })
    const categories = await suggest('drinkw')
    expect(categories.body.categories.map((category: { slug: string }) => category.slug)).toEqual(['drinkware'])
  })

  it.each([
    ['no term', ''],
    ['an empty term', '?q=%20%20'],
    ['a term of punctuation only', '?q=%25%25%25'],
    ['an over-long term', `?q=${'a'.repeat(201)}`],
    ['a term that does not decode', '?q=%E0%A4%A'],
    ['a term of control characters', '?q=%00%01'],
  ])('refuses %s with a 400 that says why', async (_, query) => {
    const response = await request(`/api/search/suggestions${query}`)
    expect(response.status).toBe(400)
    expect(response.body.error).toEqual(expect.any(String))
  })

  it('treats search syntax as words', async () => {
    for (const q of ['numbat*', '"numbat', 'numbat OR', 'NEAR(numbat)', 'numbat:* & !x', "numbat'; drop table products; --"]) {
      const response = await suggest(q)
      expect(response.status, q).toBe(200)
    }
  })
})
