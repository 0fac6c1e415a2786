import { describe, expect, it } from 'vitest'

import { loggablePath } from '@/domain/loggable-path'

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
