import { describe, expect, it } from 'vitest'

import { securityHeaders } from '@/platform/http/security-headers'

describe('security headers', () => {
  it('sets HSTS, nosniff, the referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]))
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })

  it('leave the content security policy to each page', () => {
    expect(securityHeaders().map(({ key }) => key.toLowerCase())).not.toContain('content-security-policy')
  })
})
