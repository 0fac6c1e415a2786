import { describe, expect, it } from 'vitest'

import { budgetPeriodOf, lastDayOf, ordinalDay, resetDayProblem } from '@/domain/budget-period'

describe('budgetPeriodOf', () => {
  it('runs a monthly budget from its reset day to the next month’s', () => {
    expect(budgetPeriodOf('monthly', 1, '2026-11-29')).toEqual({ start: '2026-11-01', end: '2026-12-01' })
    expect(budgetPeriodOf('monthly', 15, '2026-11-15')).toEqual({ start: '2026-11-15', end: '2026-12-15' })
    expect(budgetPeriodOf('monthly', 15, '2026-11-14')).toEqual({ start: '2026-10-15', end: '2026-11-15' })
  })

  it('crosses the year in both directions', () => {
    expect(budgetPeriodOf('monthly', 10, '2027-01-03')).toEqual({ start: '2026-12-10', end: '2027-01-10' })
    expect(budgetPeriodOf('monthly', 1, '2026-12-31')).toEqual({ start: '2026-12-01', end: '2027-01-01' })
  })

  it('begins quarters in January, April, July and October', () => {
    expect(budgetPeriodOf('quarterly', 1, '2026-11-29')).toEqual({ start: '2026-10-01', end: '2027-01-01' })
    expect(budgetPeriodOf('quarterly', 5, '2026-10-04')).toEqual({ start: '2026-07-05', end: '2026-10-05' })
    expect(budgetPeriodOf('quarterly', 1, '2027-02-14')).toEqual({ start: '2027-01-01', end: '2027-04-01' })
  })

  it('begins years in July, the Australian financial year', () => {
    expect(budgetPeriodOf('yearly', 1, '2026-11-29')).toEqual({ start: '2026-07-01', end: '2027-07-01' })
    expect(budgetPeriodOf('yearly', 1, '2026-06-30')).toEqual({ start: '2025-07-01', end: '2026-07-01' })
    expect(budgetPeriodOf('yearly', 20, '2026-07-19')).toEqual({ start: '2025-07-20', end: '2026-07-20' })
  })
})

describe('resetDayProblem', () => {
  it('takes whole days from 1 to 28', () => {
    expect(resetDayProblem(1)).toBeNull()
    expect(resetDayProblem(28)).toBeNull()
    for (const day of [0, 29, 31, 1.5, '3', null]) expect(resetDayProblem(day), String(day)).toMatch(/1 to 28/)
  })
})

describe('lastDayOf and ordinalDay', () => {
  it('names the period’s last day and the reset day', () => {
    expect(lastDayOf({ start: '2026-02-01', end: '2026-03-01' })).toBe('2026-02-28')
    expect(lastDayOf({ start: '2026-12-15', end: '2027-01-15' })).toBe('2027-01-14')
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(ordinalDay)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ])
  })
})
