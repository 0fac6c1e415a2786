import { describe, expect, it } from 'vitest'

import { loggablePath, loggableTarget } from '@/domain/loggable-path'

describe('loggablePath', () => {
  it('hides the token of a staff password reset and of an email verification', () => {
    expect(loggablePath('/admin/reset/4f2a9c')).toBe('/admin/reset/[redacted]')
    expect(loggablePath('/payload-api/customers/verify/abc123')).toBe('/payload-api/customers/verify/[redacted]')
  })

  it('leaves every other path as it is', () => {
    for (const path of ['/products/classic-cotton-tee', '/admin/collections/projects/3', '/payload-api/projects/12', '/admin/reset'])
      expect(loggablePath(path)).toBe(path)
  })
})

describe('loggableTarget', () => {
  it('hides share keys and emailed tokens in the query, and tokens in the path', () => {
    expect(loggableTarget('/review/projects/3/payment?key=abc&tab=card')).toBe('/review/projects/3/payment?key=REDACTED&tab=card')
    expect(loggableTarget('/auth/reset-password?token=xyz')).toBe('/auth/reset-password?token=REDACTED')
    expect(loggableTarget('/admin/reset/xyz?x=1')).toBe('/admin/reset/[redacted]?x=1')
  })

  it('leaves an address without secrets as it is', () => {
    expect(loggableTarget('/products?page=2')).toBe('/products?page=2')
    expect(loggableTarget('/products')).toBe('/products')
  })
})
