import { describe, expect, it } from 'vitest'

import { request } from '../support/http'

/** Every kind of response carries the security headers, and the health check answers. */
describe('security headers', () => {
  for (const path of ['/', '/products', '/dashboard/projects', '/auth', '/admin/login', '/payload-api/products?limit=1', '/healthz', '/no-such-page']) {
    it(`are on ${path}`, async () => {
      const response = await request(path)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain('script-src')
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
    })
  }
})

describe('/healthz', () => {
  it('reports the database reachable, uncached', async () => {
    const response = await request<{ status: string; database: string }>('/healthz')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ status: 'ok' })
    expect(['sqlite', 'postgres']).toContain(response.body.database)
    expect(response.headers.get('cache-control')).toContain('no-store')
  })
})
