import { describe, expect, it } from 'vitest'

import { metricsAccess } from '@/platform/observability/metrics-access'

describe('metricsAccess', () => {
  it('is off without a token, whatever is presented', () => {
    expect(metricsAccess('Bearer anything', '')).toBe('off')
    expect(metricsAccess(null, undefined)).toBe('off')
  })

  it('allows only the token, as a Bearer', () => {
    expect(metricsAccess('Bearer s3cret-token', 's3cret-token')).toBe('allowed')
    expect(metricsAccess('bearer s3cret-token', 's3cret-token')).toBe('allowed')
    expect(metricsAccess(null, 's3cret-token')).toBe('refused')
    expect(metricsAccess('s3cret-token', 's3cret-token')).toBe('refused')
    expect(metricsAccess('Bearer s3cret-tokens', 's3cret-token')).toBe('refused')
    expect(metricsAccess('Basic czNjcmV0LXRva2Vu', 's3cret-token')).toBe('refused')
  })
})
