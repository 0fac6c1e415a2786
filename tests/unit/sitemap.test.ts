import { describe, expect, it } from 'vitest'

import { SITEMAP_MAX_URLS, sitemapEntries } from '@/domain/sitemap'

const content = {
  hasCollections: true,
  products: [{ slug: 'classic-tee', updatedAt: '2026-01-02T00:00:00.000Z' }],
  categories: [{ slug: 'apparel', updatedAt: null }],
  collections: [{ slug: 'onboarding' }],
}

describe('sitemap entries', () => {
  it('lists the fixed pages, categories, collections and products as absolute addresses', () => {
    const urls = sitemapEntries('https://swag.example', content).map((entry) => entry.url)
    expect(urls).toEqual([
      'https://swag.example/',
      'https://swag.example/start',
      'https://swag.example/products',
      'https://swag.example/categories',
      'https://swag.example/collections',
      'https://swag.example/categories/apparel',
      'https://swag.example/collections/onboarding',
      'https://swag.example/products/classic-tee',
    ])
  })

  it('dates the entries it knows the last change of', () => {
    const entries = sitemapEntries('https://swag.example', content)
    expect(entries.find((entry) => entry.url.endsWith('/classic-tee'))?.lastModified).toBe('2026-01-02T00:00:00.000Z')
    expect(entries.find((entry) => entry.url.endsWith('/apparel'))).not.toHaveProperty('lastModified')
  })

  it('leaves out the collections index when the site has no collections', () => {
    const urls = sitemapEntries('https://swag.example', { ...content, hasCollections: false }).map((entry) => entry.url)
    expect(urls).not.toContain('https://swag.example/collections')
    expect(urls).toContain('https://swag.example/collections/onboarding')
  })

  it('stops at the 50,000 addresses one sitemap may hold', () => {
    const products = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, index) => ({ slug: `p-${index}` }))
    expect(sitemapEntries('https://swag.example', { ...content, products })).toHaveLength(SITEMAP_MAX_URLS)
  })
})
