import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { metrics } from '@/platform/observability/metrics'
import { redisConnection } from '@/platform/redis-connection.mjs'

/** Whether the attempt may go ahead, and the budget's state after it (for RateLimit-* headers). */
export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number; limit: number; remaining: number; resetSeconds: number }
export type RateLimiter = { consume: (key: string) => Promise<RateLimitVerdict> }

const WINDOW_SECONDS = 60

/** The longest a limiter waits for its Redis connection to open. */
const OPENING_WAIT_MS = 500

type RedisClient = ReturnType<typeof redisConnection>

/**
 * Waits, once, while a new connection is still opening: without it a process's first requests
 * would count in its own memory only, so a client could spend a budget afresh on each instance.
 * A connection that fails, or is reconnecting after Redis went away, is not waited for.
 */
const opened = (client: RedisClient): Promise<void> => {
  if (client.status !== 'connecting' && client.status !== 'connect') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      for (const event of ['ready', 'error', 'close']) client.off(event, done)
      resolve()
    }
    const timer = setTimeout(done, OPENING_WAIT_MS)
    for (const event of ['ready', 'error', 'close']) client.once(event, done)
  })
}

/**
 * `points` attempts a minute for each key. In memory on one machine; in Redis when `redisUrl` is
 * given, so that every instance behind a balancer draws on the same budget. Should Redis stop
 * answering, each instance falls back to its own memory (the library's insurance limiter) rather
 * than letting everything through or refusing everyone.
 */
export const createRateLimiter = ({ points, redisUrl }: { points: number; redisUrl?: string }): RateLimiter => {
  const memory = new RateLimiterMemory({ points, duration: WINDOW_SECONDS })
  let store: RateLimiterMemory | RateLimiterRedis = memory
  let ready: Promise<void> = Promise.resolve()
  if (redisUrl) {
    const client = redisConnection(redisUrl)
    ready = opened(client)
    // A lost connection is retried by the client; meanwhile the insurance limiter answers.
    store = new RateLimiterRedis({
      storeClient: client,
      points,
      duration: WINDOW_SECONDS,
      keyPrefix: 'swagly:rate-limit',
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    })
  }
  return {
    consume: async (key) => {
      const state = (res: RateLimiterRes) => ({
        limit: points,
        remaining: Math.max(0, res.remainingPoints),
        resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      })
      await ready
      try {
        return { allowed: true, retryAfterSeconds: 0, ...state(await store.consume(key)) }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          metrics().rateLimitRefusals.inc()
          const after = state(rejection)
          return { allowed: false, retryAfterSeconds: after.resetSeconds, ...after }
        }
        throw rejection
      }
    },
  }
}

const LIMITER = Symbol.for('swagly.rate-limiter')

/**
 * This process's limiter of `points` attempts a minute (default RATE_LIMIT_PER_MINUTE, else 10),
 * in Redis with REDIS_URL. Next bundles the proxy and the server actions apart, each with its own
 * copy of this module; the limiters live on the process's global so that both draw on the same
 * budgets (and one Redis client).
 */
export const processRateLimiter = (points = Number(process.env.RATE_LIMIT_PER_MINUTE) || 10): RateLimiter => {
  const shared = globalThis as { [LIMITER]?: Map<number, RateLimiter> }
  shared[LIMITER] ??= new Map()
  let limiter = shared[LIMITER].get(points)
  if (!limiter) {
    limiter = createRateLimiter({ points, redisUrl: process.env.REDIS_URL || undefined })
    shared[LIMITER].set(points, limiter)
  }
  return limiter
}
