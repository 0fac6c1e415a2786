import { describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/platform/http/rate-limiter'

const key = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`

describe('the per-address limiter', () => {
  it('allows the budget in a minute and refuses the next, saying how long to wait', async () => {
    const limiter = createRateLimiter({ points: 3 })
    const ip = key('ip')
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await limiter.consume(ip)).toMatchObject({ allowed: true, retryAfterSeconds: 0, limit: 3, remaining: 2 - attempt })
    }
    const refused = await limiter.consume(ip)
    expect(refused).toMatchObject({ allowed: false, limit: 3, remaining: 0 })
    expect(refused.resetSeconds).toBe(refused.retryAfterSeconds)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.consume(key('other'))).allowed).toBe(true)
  })

  it('shares one budget in Redis between two processes from their very first request', async () => {
    const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
    const [first, second] = [createRateLimiter({ points: 3, redisUrl }), createRateLimiter({ points: 3, redisUrl })]
    const client = key('two-instances')
    expect(await first.consume(client)).toMatchObject({ allowed: true, remaining: 2 })
    expect(await second.consume(client)).toMatchObject({ allowed: true, remaining: 1 })
  })

  it('still limits, in memory, when Redis cannot be reached', async () => {
    const limiter = createRateLimiter({ points: 2, redisUrl: 'redis://127.0.0.1:1' })
    const ip = key('unreachable')
    expect((await limiter.consume(ip)).allowed).toBe(true)
    expect((await limiter.consume(ip)).allowed).toBe(true)
    expect((await limiter.consume(ip)).allowed).toBe(false)
  })
})
