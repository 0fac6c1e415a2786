// When a failed webhook delivery is tried again, and when an endpoint has failed long enough to be
// turned off.

/** A delivery is tried for this long after its event before it is given up. */
export const DELIVERY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000

/** The longest wait between two tries, so a receiver back up is reached within hours, not days. */
const LONGEST_WAIT_MS = 10 * 60 * 60 * 1000

/**
 * Exponential back-off: the wait after the nth failed try is `firstWaitMs × 2^(n−1)`, at most ten
 * hours; null once the next try would fall outside the window that started with the event, so
 * every delivery is tried within three days and then given up.
 */
export const nextTryAt = (
  { eventAt, failedTries, now }: { eventAt: Date; failedTries: number; now: Date },
  { firstWaitMs = 30_000, windowMs = DELIVERY_WINDOW_MS }: { firstWaitMs?: number; windowMs?: number } = {},
): Date | null => {
  const wait = Math.min(firstWaitMs * 2 ** Math.max(0, failedTries - 1), LONGEST_WAIT_MS)
  const next = new Date(now.getTime() + wait)
  return next.getTime() - eventAt.getTime() > windowMs ? null : next
}

/** Whether an endpoint failing without a success since `failingSince` has failed for the whole window. */
export const failedTooLong = (failingSince: Date | null, now: Date, windowMs = DELIVERY_WINDOW_MS): boolean =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= windowMs
