import { describe, expect, it } from 'vitest'

import { cachedPagePath, canonicalHref, hrefWith, isCacheKey, queryOfCacheKey } from '@/domain/storefront-url'

const query = (search: string) => new URLSearchParams(search)

describe('canonical storefront addresses', () => {
  it('keeps only the whitelisted parameters of a listing, sorted by name', () => {
    expect(canonicalHref('/products', query('utm_source=x&sort=name&page=2&category=bags&fbclid=1'))).toBe('/products?category=bags&page=2&sort=name')
  })

  it('leaves out defaults and malformed values', () => {
    expect(canonicalHref('/products', query('page=1&sort=featured&category=Not%20A%20Slug'))).toBe('/products')
    expect(canonicalHref('/products', query('page=abc&sort=cheapest'))).toBe('/products')
  })

  it('drops the wishlist intent, which shows the same products', () => {
    expect(canonicalHref('/products', query('intent=wishlist&page=3'))).toBe('/products?page=3')
  })

  it('keeps page and sort on a category, nothing on a product or unknown page', () => {
    expect(canonicalHref('/categories/bags', query('sort=price-asc&page=2&category=x'))).toBe('/categories/bags?page=2&sort=price-asc')
    expect(canonicalHref('/products/classic-tee', query('colour=navy&page=2'))).toBe('/products/classic-tee')
    expect(canonicalHref('/', query('utm_campaign=spring'))).toBe('/')
    expect(canonicalHref('/somewhere', query('page=2'))).toBe('/somewhere')
  })

  it('accepts the search params object a page receives', () => {
    expect(canonicalHref('/products', { sort: ['name', 'price-asc'], page: '2' })).toBe('/products?page=2&sort=name')
  })
})

describe('the search parameter', () => {
  it('is whitelisted on /products, normalised, so variants of one search share a page', () => {
    expect(canonicalHref('/products', query('q=%20Blue%20%20MUGS&utm_source=x'))).toBe('/products?q=blue+mugs')
    expect(cachedPagePath('/products', query('q=Blue+Mugs&sort=name'))).toBe('/cached/q=blue+mugs&sort=name/products')
    expect(cachedPagePath('/products', query('q=blue%20mugs&sort=name&fbclid=1'))).toBe(cachedPagePath('/products', query('sort=name&q=BLUE++mugs')))
  })

  it('is dropped when nothing searchable is left, and ignored on other pages', () => {
    expect(cachedPagePath('/products', query('q=%21%21'))).toBe('/cached/-/products')
    expect(cachedPagePath('/categories/bags', query('q=mug'))).toBe('/cached/-/categories/bags')
  })

  it('makes keys the cached page accepts, encoded or not', () => {
    for (const search of ['q=navy+hoodie', 'category=bags&q=tote&sort=name', 'q=%E6%9D%AF']) {
      const key = cachedPagePath('/products', query(search))!.split('/')[2]!
      expect(isCacheKey(key), search).toBe(true)
      expect(isCacheKey(encodeURIComponent(key)), search).toBe(true)
      expect(isCacheKey(decodeURIComponent(key)), search).toBe(true)
    }
    expect(isCacheKey('q=Navy')).toBe(false)
    expect(isCacheKey('q=navy++hoodie')).toBe(false)
  })
})

describe('cached page paths', () => {
  it('renders every storefront page under a key of its whitelisted parameters', () => {
    expect(cachedPagePath('/', query(''))).toBe('/cached/-')
    expect(cachedPagePath('/start', query('utm_source=mail'))).toBe('/cached/-/start')
    expect(cachedPagePath('/products', query('sort=name&category=bags&intent=wishlist&gclid=1'))).toBe(
      '/cached/category=bags&intent=wishlist&sort=name/products',
    )
    expect(cachedPagePath('/categories/bags', query('page=2'))).toBe('/cached/page=2/categories/bags')
    expect(cachedPagePath('/products/classic-tee', query('colour=navy'))).toBe('/cached/-/products/classic-tee')
  })

  it('gives one key to addresses that differ only in ignored parameters or their order', () => {
    expect(cachedPagePath('/products', query('page=2&sort=name'))).toBe(cachedPagePath('/products', query('sort=name&page=2&x=1')))
  })

  it('is null for addresses that are not cached storefront pages', () => {
    expect(cachedPagePath('/dashboard', query(''))).toBeNull()
    expect(cachedPagePath('/products/a/b', query(''))).toBeNull()
    expect(cachedPagePath('/submit-enquiry', query(''))).toBeNull()
    expect(cachedPagePath('/cached/-/products', query(''))).toBeNull()
  })

  it('tells the keys it makes from keys typed by hand', () => {
    for (const search of ['', 'sort=name', 'category=bags&intent=wishlist&page=2&sort=price-desc']) {
      const key = cachedPagePath('/products', query(search))!.split('/')[2]!
      expect(isCacheKey(key), search).toBe(true)
    }
    expect(isCacheKey('anything')).toBe(false)
    expect(isCacheKey('sort=featured')).toBe(false)
    expect(isCacheKey('sort=name&page=2')).toBe(false)
    expect(isCacheKey('utm_source=x')).toBe(false)
    expect(isCacheKey('%E0%A4%A')).toBe(false)
  })

  it('reads the parameters back from the key', () => {
    expect(queryOfCacheKey('-')).toEqual({})
    expect(queryOfCacheKey('category=bags&page=2')).toEqual({ category: 'bags', page: '2' })
    expect(queryOfCacheKey('category%3Dbags%26sort%3Dname')).toEqual({ category: 'bags', sort: 'name' })
    expect(queryOfCacheKey('%E0%A4%A')).toEqual({})
  })
})

describe('hrefWith', () => {
  it('sorts keys and leaves out empty and default values', () => {
    expect(hrefWith('/products', { sort: 'featured', page: 2, category: null, b: '' }, { sort: 'featured', page: 1 })).toBe('/products?page=2')
  })
})
