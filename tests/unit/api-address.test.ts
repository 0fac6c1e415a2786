import { describe, expect, it } from 'vitest'

import { isPlainApiAddress } from '@/domain/api-address'

describe('plain API addresses, routed by Next.js as they come', () => {
  it.each([
    '/payload-api/products',
    '/payload-api/products?limit=2&where[slug][equals]=a',
    '/payload-api/products/42',
    '/payload-api/globals/settings',
  ])('takes %s', (address) => expect(isPlainApiAddress(address)).toBe(true))

  it.each([
    '/payload-api',
    '/payload-api/',
    '/payload-api/products/',
    '/payload-api//products',
    '/payload-api/products/../customers',
    '/payload-api/./products',
    '/payload-api/%2e%2e/customers',
    '/payload-api/a b',
    '/products',
  ])('leaves %s to Next.js', (address) => expect(isPlainApiAddress(address)).toBe(false))
})
