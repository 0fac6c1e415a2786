import { describe, expect, it } from 'vitest'

import { DELIVERY_WINDOW_MS, failedTooLong, nextTryAt } from '@/domain/webhooks/delivery-schedule'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Every try a receiver that never answers gets, as minutes after the event. */
const tries = (eventAt: Date) => {
  const at = [eventAt]
  for (;;) {
    const next = nextTryAt({ eventAt, failedTries: at.length, now: at.at(-1)! })
    if (!next) return at.map((time) => (time.getTime() - eventAt.getTime()) / MINUTE)
    at.push(next)
  }
}

describe('a failed webhook delivery', () => {
  it('is tried again after 30 s, then twice as long each time, never more than 10 hours apart', () => {
    const schedule = tries(new Date('2026-11-30T00:00:00Z'))
    expect(schedule.slice(0, 6)).toEqual([0, 0.5, 1.5, 3.5, 7.5, 15.5])
    const gaps = schedule.slice(1).map((minute, index) => minute - schedule[index]!)
    expect(Math.max(...gaps)).toBe(10 * 60)
    expect(gaps.every((gap, index) => index === 0 || gap >= gaps[index - 1]!)).toBe(true)
  })

  it('is given up after three days, its last try inside them', () => {
    const schedule = tries(new Date('2026-11-30T00:00:00Z'))
    expect(schedule.at(-1)!).toBeLessThanOrEqual(72 * 60)
    expect(schedule.at(-1)!).toBeGreaterThan(72 * 60 - 10 * 60)
    expect(schedule.length).toBeGreaterThan(10)
  })

  it('keeps to a shorter first wait and window when given them', () => {
    const eventAt = new Date('2026-11-30T00:00:00Z')
    expect(nextTryAt({ eventAt, failedTries: 1, now: eventAt }, { firstWaitMs: 1000, windowMs: 10_000 })).toEqual(new Date(eventAt.getTime() + 1000))
    expect(nextTryAt({ eventAt, failedTries: 4, now: new Date(eventAt.getTime() + 7000) }, { firstWaitMs: 1000, windowMs: 10_000 })).toBeNull()
  })
})

describe('a failing endpoint', () => {
  it('is turned off once it has failed, with no success, for the whole three days', () => {
    const since = new Date('2026-11-27T00:00:00Z')
    expect(failedTooLong(since, new Date(since.getTime() + DELIVERY_WINDOW_MS - 1))).toBe(false)
    expect(failedTooLong(since, new Date(since.getTime() + DELIVERY_WINDOW_MS))).toBe(true)
    expect(failedTooLong(null, new Date())).toBe(false)
    expect(failedTooLong(since, new Date(since.getTime() + 5 * HOUR), 5 * HOUR)).toBe(true)
  })
})
