// A fixed-window counter per key (an IP address and what it is doing): enough to slow down password
// guessing across many accounts, which the per-account lockout alone does not stop.

export type RateLimiter = { hit: (key: string, now?: number) => boolean }

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>()
  return {
    /** Counts one attempt; false when the key has used up its window. */
    hit(key, now = Date.now()) {
      const current = windows.get(key)
      if (!current || current.resetsAt <= now) {
        // Forget finished windows before the map grows without bound.
        if (windows.size >= maxKeys) for (const [k, w] of windows) if (w.resetsAt <= now) windows.delete(k)
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!)
        windows.set(key, { count: 1, resetsAt: now + windowMs })
        return true
      }
      current.count += 1
      return current.count <= limit
    },
  }
}
