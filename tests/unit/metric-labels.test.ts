import { describe, expect, it } from 'vitest'

import { methodLabel, routeGroupOf } from '@/domain/metric-labels'

describe('routeGroupOf', () => {
  it.each([
    ['/', 'storefront'],
    ['/products', 'storefront'],
    ['/products/classic-cotton-tee', 'storefront'],
    ['/categories/apparel', 'storefront'],
    ['/cached/-/products', 'other'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/projects/12', 'dashboard'],
    ['/admin', 'admin'],
    ['/admin/collections/products', 'admin'],
    ['/payload-api/products', 'api-rest'],
    ['/payload-api/products/12', 'api-rest'],
    ['/api/stripe/webhook', 'api-rest'],
    ['/payload-api/graphql', 'api-graphql'],
    ['/_next/static/chunks/main.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/healthz', 'health'],
    ['/livez', 'health'],
    ['/readyz', 'health'],
    ['/metrics', 'health'],
    ['/no-such-page', 'other'],
    ['/auth/login', 'other'],
    ['/administrator', 'other'],
    ['/payload-apis', 'other'],
  ])('puts %s in %s', (path, group) => {
    expect(routeGroupOf(path)).toBe(group)
  })

  it('makes no group of its own for any path, however many there are', () => {
    const groups = new Set(Array.from({ length: 500 }, (_, n) => routeGroupOf(`/${n.toString(36)}/${n}`)))
    expect(groups).toEqual(new Set(['other']))
  })
})

describe('methodLabel', () => {
  it('keeps the standard methods and folds the rest into OTHER', () => {
    expect(['GET', 'POST', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual(['GET', 'POST', 'DELETE', 'OPTIONS'])
    expect(['BREW', 'get', undefined].map(methodLabel)).toEqual(['OTHER', 'OTHER', 'OTHER'])
  })
})
