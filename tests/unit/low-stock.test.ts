import { describe, expect, it } from 'vitest'

import {
  daysOfCover,
  isBelowThreshold,
  lowStockAlertChange,
  parseThreshold,
  suggestedThreshold,
  unitsShipped,
  usageWindowStart,
} from '@/domain/low-stock'

describe('unitsShipped', () => {
  it('counts shipments less their cancellations, not receipts or corrections', () => {
    expect(
      unitsShipped([
        { delta: 100, reason: 'received' },
        { delta: -30, reason: 'shipment' },
        { delta: -15, reason: 'shipment' },
        { delta: 15, reason: 'shipment_cancelled' },
        { delta: -4, reason: 'correction' },
      ]),
    ).toBe(30)
  })

  it('is never negative when a cancelled shipment was booked before the window', () => {
    expect(unitsShipped([{ delta: 10, reason: 'shipment_cancelled' }])).toBe(0)
    expect(unitsShipped([])).toBe(0)
  })
})

describe('usageWindowStart', () => {
  it('is 90 days before now', () => {
    expect(usageWindowStart(new Date('2026-04-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
})

describe('daysOfCover', () => {
  it('divides the stock by the daily rate over 90 days, in whole days', () => {
    expect(daysOfCover(90, 90)).toBe(90)
    expect(daysOfCover(10, 90)).toBe(10)
    expect(daysOfCover(100, 45)).toBe(200)
    expect(daysOfCover(1, 180)).toBe(0)
  })

  it('is unknown without shipments, and 0 with no stock', () => {
    expect(daysOfCover(50, 0)).toBeNull()
    expect(daysOfCover(0, 30)).toBe(0)
  })
})

describe('suggestedThreshold', () => {
  it('keeps two weeks of the recent rate, rounded up, at least 1', () => {
    expect(suggestedThreshold(90)).toBe(14)
    expect(suggestedThreshold(100)).toBe(16)
    expect(suggestedThreshold(1)).toBe(1)
  })

  it('suggests nothing without shipments', () => {
    expect(suggestedThreshold(0)).toBeNull()
  })
})

describe('isBelowThreshold', () => {
  it('is fewer units than the threshold', () => {
    expect(isBelowThreshold(19, 20)).toBe(true)
    expect(isBelowThreshold(20, 20)).toBe(false)
    expect(isBelowThreshold(0, null)).toBe(false)
    expect(isBelowThreshold(0, undefined)).toBe(false)
  })
})

describe('lowStockAlertChange', () => {
  it('alerts when a booking leaves the stock below the threshold and no alert is out', () => {
    expect(lowStockAlertChange(19, 20, false)).toBe('alert')
  })

  it('does not alert again while the stock stays below', () => {
    expect(lowStockAlertChange(10, 20, true)).toBeNull()
  })

  it('re-arms once the stock is back at or above the threshold, or the threshold is gone', () => {
    expect(lowStockAlertChange(20, 20, true)).toBe('rearm')
    expect(lowStockAlertChange(5, null, true)).toBe('rearm')
  })

  it('does nothing above the threshold when armed, or without a threshold', () => {
    expect(lowStockAlertChange(50, 20, false)).toBeNull()
    expect(lowStockAlertChange(0, null, false)).toBeNull()
  })
})

describe('parseThreshold', () => {
  it('takes whole numbers from 1, as numbers or typed text', () => {
    expect(parseThreshold(25)).toEqual({ ok: true, threshold: 25 })
    expect(parseThreshold(' 7 ')).toEqual({ ok: true, threshold: 7 })
  })

  it('takes blank or null as no threshold', () => {
    expect(parseThreshold('')).toEqual({ ok: true, threshold: null })
    expect(parseThreshold(null)).toEqual({ ok: true, threshold: null })
  })

  it('refuses anything else in plain words', () => {
    for (const bad of [0, -3, 2.5, 'ten', 1_000_001, true, {}]) {
      const result = parseThreshold(bad)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error).toMatch(/whole number from 1/)
    }
  })
})
