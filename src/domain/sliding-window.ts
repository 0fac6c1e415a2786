// A sliding-window log per key: at most `limit` attempts in any `windowMs`. Unlike a fixed window,
// a burst straddling a window boundary cannot get twice the budget.

export type SlidingWindowVerdict = { allowed: boolean; retryAfterSeconds: number }

export type SlidingWindowLimiter = { hit: (key: string, now?: number) => SlidingWindowVerdict }

export function createSlidingWindowLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}): SlidingWindowLimiter {
  const attempts = new Map<string, number[]>()
  const forgetIdle = (now: number) => {
    for (const [key, times] of attempts) if (times.at(-1)! <= now - windowMs) attempts.delete(key)
    // Still full: drop the oldest keys rather than grow without bound.
    for (const key of attempts.keys()) {
      if (attempts.size < maxKeys) break
      attempts.delete(key)
    }
  }
  return {
    /** Counts one attempt; refused attempts are not counted, so waiting always helps. */
    hit(key, now = Date.now()) {
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= limit) {
        attempts.set(key, recent)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) }
      }
      if (!attempts.has(key) && attempts.size >= maxKeys) forgetIdle(now)
      attempts.set(key, [...recent, now])
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}
