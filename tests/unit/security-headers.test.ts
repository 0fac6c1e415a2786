import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('content security policy', () => {
  const production = contentSecurityPolicy({ development: false })

  it('lets nobody frame the site and allows no plugins', () => {
    expect(directive(production, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(production, 'object-src')).toEqual(["'none'"])
  })

  it('allows scripts and frames only from the site and Stripe', () => {
    expect(directive(production, 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://js.stripe.com'])
    expect(directive(production, 'frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'])
    expect(directive(production, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
  })

  it('adds eval and the dev-server socket only in development', () => {
    const development = contentSecurityPolicy({ development: true })
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(development, 'connect-src')).toContain('ws:')
    expect(production).not.toContain('unsafe-eval')
  })
})

describe('security headers', () => {
  it('sets HSTS, nosniff, the referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders({ development: false }).map(({ key, value }) => [key, value]))
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })
})
