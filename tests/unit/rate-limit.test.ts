import { describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/domain/rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 })
    expect([1, 2, 3, 4].map(() => limiter.hit('1.2.3.4', 0))).toEqual([true, true, true, false])
    expect(limiter.hit('5.6.7.8', 10)).toBe(true)
    expect(limiter.hit('1.2.3.4', 999)).toBe(false)
    expect(limiter.hit('1.2.3.4', 1000)).toBe(true)
  })

  it('keeps at most maxKeys windows, forgetting finished ones first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 100, maxKeys: 2 })
    limiter.hit('a', 0)
    limiter.hit('b', 50)
    limiter.hit('c', 120) // a's window is over: a is forgotten, b is kept
    expect(limiter.hit('b', 130)).toBe(false)
    expect(limiter.hit('a', 130)).toBe(true)
  })
})
