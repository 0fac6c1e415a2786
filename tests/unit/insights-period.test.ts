import { describe, expect, it } from 'vitest'

import { addDays, dayCount, daysBetween } from '@/domain/day-period'
import { bucketsOf, insightsPeriodAsked, insightsPeriodSchema, insightsPresets, MAX_INSIGHTS_DAYS } from '@/domain/insights/insights-period'

const problems = (input: unknown) => {
  const parsed = insightsPeriodSchema.safeParse(input)
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('day arithmetic', () => {
  it('counts whole days across a month end, a leap day and a daylight-saving change', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-10-03', '2026-10-05')).toBe(2)
    expect(daysBetween('2026-11-30', '2026-11-01')).toBe(-29)
    expect(dayCount({ from: '2026-07-01', to: '2027-06-30' })).toBe(365)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })
})

describe('insightsPeriodSchema', () => {
  it('takes up to three years of real days, trimmed', () => {
    expect(insightsPeriodSchema.parse({ from: ' 2024-07-01', to: '2027-06-30 ' })).toEqual({ from: '2024-07-01', to: '2027-06-30' })
    expect(dayCount({ from: '2024-07-01', to: '2027-06-30' })).toBeLessThanOrEqual(MAX_INSIGHTS_DAYS)
  })

  it('refuses a backwards period, ten years, and days that do not exist, each in words at its field', () => {
    expect(problems({ from: '2026-11-30', to: '2026-11-01' })).toEqual({ to: 'The last day comes before the first.' })
    expect(problems({ from: '2016-07-01', to: '2026-06-30' })).toEqual({ to: 'Choose at most three years, so each month still gets its own bar.' })
    expect(problems({ from: '2026-02-29', to: 'soon' })).toEqual({
      from: 'Enter the first day as YYYY-MM-DD.',
      to: 'Enter the last day as YYYY-MM-DD.',
    })
    expect(problems({})).toEqual({ from: 'Enter the first day as YYYY-MM-DD.', to: 'Enter the last day as YYYY-MM-DD.' })
  })
})

describe('insightsPresets', () => {
  it('counts the trailing periods back from today, today included, and the financial year from 1 July', () => {
    const presets = Object.fromEntries(insightsPresets('2026-11-30').map(({ preset, from, to }) => [preset, `${from}..${to}`]))
    expect(presets).toEqual({
      'last-30-days': '2026-11-01..2026-11-30',
      'last-90-days': '2026-09-02..2026-11-30',
      'last-365-days': '2025-12-01..2026-11-30',
      'this-financial-year': '2026-07-01..2027-06-30',
    })
  })

  it('starts a new financial year on 1 July and keeps the old one until 30 June', () => {
    const year = (today: string) => insightsPresets(today).find((preset) => preset.preset === 'this-financial-year')
    expect(year('2027-06-30')).toMatchObject({ from: '2026-07-01', to: '2027-06-30' })
    expect(year('2027-07-01')).toMatchObject({ from: '2027-07-01', to: '2028-06-30' })
  })
})

describe('insightsPeriodAsked', () => {
  const today = '2026-12-01'

  it('shows the days asked when they hold, the last 365 days when none are asked', () => {
    expect(insightsPeriodAsked({ from: '2026-07-01', to: '2026-09-30' }, today)).toMatchObject({
      period: { from: '2026-07-01', to: '2026-09-30' },
      errors: null,
    })
    expect(insightsPeriodAsked({}, today)).toMatchObject({ asked: { from: '2025-12-02', to: today }, period: { from: '2025-12-02', to: today } })
  })

  it('keeps bad days as asked, names the problem and shows the default instead', () => {
    const shown = insightsPeriodAsked({ from: today, to: '2026-11-30' }, today)
    expect(shown.asked).toEqual({ from: today, to: '2026-11-30' })
    expect(shown.period).toEqual(shown.fallback)
    expect(shown.fallback.label).toBe('Last 365 days')
    expect(Object.values(shown.errors ?? {})).toContain('The last day comes before the first.')
  })
})

describe('bucketsOf', () => {
  it('goes month by month over a long period, the first and last months clipped, every day in one bucket', () => {
    const buckets = bucketsOf({ from: '2025-11-15', to: '2026-03-10' })
    expect(buckets.map(({ key, from, to }) => `${key} ${from}..${to}`)).toEqual([
      '2025-11 2025-11-15..2025-11-30',
      '2025-12 2025-12-01..2025-12-31',
      '2026-01 2026-01-01..2026-01-31',
      '2026-02 2026-02-01..2026-02-28',
      '2026-03 2026-03-01..2026-03-10',
    ])
    expect(buckets.map((bucket) => bucket.short)).toEqual(['Nov 2025', 'Dec', 'Jan 2026', 'Feb', 'Mar'])
    expect(buckets.reduce((sum, bucket) => sum + dayCount(bucket), 0)).toBe(dayCount({ from: '2025-11-15', to: '2026-03-10' }))
  })

  it('goes week by week (Monday to Sunday) over 92 days or fewer', () => {
    const buckets = bucketsOf({ from: '2026-11-01', to: '2026-11-30' })
    expect(buckets[0]).toMatchObject({ key: 'week-2026-10-26', from: '2026-11-01', to: '2026-11-01', label: 'Week of 1 Nov' })
    expect(buckets[1]).toMatchObject({ from: '2026-11-02', to: '2026-11-08', short: '2 Nov' })
    expect(buckets.at(-1)).toMatchObject({ from: '2026-11-30', to: '2026-11-30' })
    expect(buckets).toHaveLength(6)
    expect(bucketsOf({ from: '2026-07-01', to: '2026-09-30' })[0]!.key).toMatch(/^week-/)
    expect(bucketsOf({ from: '2026-07-01', to: '2026-10-01' })[0]!.key).toBe('2026-07')
  })

  it('charts three years as 36 months', () => {
    expect(bucketsOf({ from: '2024-07-01', to: '2027-06-30' })).toHaveLength(36)
  })
})
