// Low-stock rules: how long an item's stock lasts at its recent rate of shipping, the threshold
// we suggest, and when a booking should raise (or re-arm) the customer's low-stock alert.

/** Days of shipments the rate of use is read from. */
export const USAGE_WINDOW_DAYS = 90

/** The suggested threshold keeps this many days of stock in hand: time to reorder. */
export const SUGGESTED_COVER_DAYS = 14

export const MAX_THRESHOLD = 1_000_000

const DAY_MS = 24 * 60 * 60 * 1000

export type StockMovement = { delta: number; reason: string }

/** The start of the usage window ending at `now`. */
export const usageWindowStart = (now: Date): Date => new Date(now.getTime() - USAGE_WINDOW_DAYS * DAY_MS)

/**
 * Units shipped in the window: shipments less the ones cancelled or returned undelivered. Receipts and corrections are not
 * use. A cancellation of a shipment booked before the window can make the sum negative; none is 0.
 */
export function unitsShipped(movements: StockMovement[]): number {
  const net = movements.reduce((sum, { delta, reason }) => {
    if (reason === 'shipment' || reason === 'shipment_cancelled' || reason === 'shipment_returned') return sum - delta
    return sum
  }, 0)
  return Math.max(0, net)
}

/** Whole days the stock lasts at the window's daily rate; null when nothing was shipped (no rate). */
export function daysOfCover(available: number, shipped: number): number | null {
  if (shipped <= 0) return null
  return Math.floor((Math.max(0, available) * USAGE_WINDOW_DAYS) / shipped)
}

/** Enough stock for two weeks at the window's rate, rounded up; null without shipments to go by. */
export function suggestedThreshold(shipped: number): number | null {
  if (shipped <= 0) return null
  return Math.min(MAX_THRESHOLD, Math.max(1, Math.ceil((shipped * SUGGESTED_COVER_DAYS) / USAGE_WINDOW_DAYS)))
}

/** Below the threshold means fewer units than it: a threshold of 20 is met by 20 in stock. */
export function isBelowThreshold(available: number, threshold: number | null | undefined): boolean {
  return typeof threshold === 'number' && available < threshold
}

export type LowStockAlertChange = 'alert' | 'rearm' | null

/**
 * What a booking that left `available` in stock does to the alert: raise it when the stock is now
 * below the threshold and no alert has gone out since it was last above, so the alert is sent once
 * per crossing however many shipments follow; re-arm it once the stock is back at or above the
 * threshold (goods received, a shipment cancelled) or the threshold was removed.
 */
export function lowStockAlertChange(available: number, threshold: number | null | undefined, alerted: boolean): LowStockAlertChange {
  const below = isBelowThreshold(available, threshold)
  if (below && !alerted) return 'alert'
  if (!below && alerted) return 'rearm'
  return null
}

export type ThresholdInput = { ok: true; threshold: number | null } | { ok: false; error: string }

/** A threshold as typed or sent: blank or null removes it; otherwise a whole number from 1 up. */
export function parseThreshold(input: unknown): ThresholdInput {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return { ok: true, threshold: null }
  const value = typeof input === 'string' ? Number(input.trim()) : input
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_THRESHOLD) {
    return {
      ok: false,
      error: `The low-stock threshold must be a whole number from 1 to ${MAX_THRESHOLD.toLocaleString('en-AU')}, or blank for none.`,
    }
  }
  return { ok: true, threshold: value }
}
