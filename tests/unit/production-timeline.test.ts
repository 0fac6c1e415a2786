import { describe, expect, it } from 'vitest'

import { addBusinessDays } from '@/domain/business-days'
import {
  actualDatesProblem,
  businessDaysToShip,
  completedActualDates,
  DEFAULT_LEAD_TIME_DAYS,
  isOverdue,
  meetsInHandsDate,
  nextOpenStage,
  orderLeadTime,
  planTimeline,
  readyToShipDate,
} from '@/domain/production-timeline'

const plan = { approvedOn: '2026-11-02', leadTimeDays: 10, state: 'NSW' as const }

describe('orderLeadTime', () => {
  it('is the slowest product’s lead time', () => {
    expect(orderLeadTime([5, 15, 10])).toBe(15)
  })

  it('uses the default for products without one, and with no products', () => {
    expect(orderLeadTime([null, 3])).toBe(DEFAULT_LEAD_TIME_DAYS)
    expect(orderLeadTime([])).toBe(DEFAULT_LEAD_TIME_DAYS)
  })
})

describe('businessDaysToShip', () => {
  it('is the lead time and the days to check, carry and pack', () => {
    expect(businessDaysToShip(10)).toBe(14)
    expect(businessDaysToShip(20)).toBe(24)
  })

  it('is the day the plan is ready to ship', () => {
    const stages = planTimeline({ ...plan, leadTimeDays: 20 })
    expect(readyToShipDate(stages)).toBe(addBusinessDays(plan.approvedOn, businessDaysToShip(20), plan.state))
  })
})

describe('planTimeline', () => {
  it('plans each stage in business days after the one before', () => {
    expect(planTimeline(plan)).toEqual([
      { stage: 'production', plannedDate: '2026-11-16', actualDate: null },
      { stage: 'quality_check', plannedDate: '2026-11-17', actualDate: null },
      { stage: 'received', plannedDate: '2026-11-19', actualDate: null },
      { stage: 'ready_to_ship', plannedDate: '2026-11-20', actualDate: null },
    ])
  })

  it('moves later stages when a stage is done late, and keeps its own plan', () => {
    const stages = planTimeline(plan, { production: '2026-11-18' })
    expect(stages.map((s) => [s.plannedDate, s.actualDate])).toEqual([
      ['2026-11-16', '2026-11-18'],
      ['2026-11-19', null],
      ['2026-11-23', null],
      ['2026-11-24', null],
    ])
    expect(readyToShipDate(stages)).toBe('2026-11-24')
  })

  it('shows the day it was ready to ship once that is done, rather than the plan', () => {
    const all = { production: '2026-11-16', quality_check: '2026-11-16', received: '2026-11-17', ready_to_ship: '2026-11-17' }
    expect(readyToShipDate(planTimeline(plan, all))).toBe('2026-11-17')
  })

  it('counts the holidays of the order’s state across Christmas', () => {
    const stages = planTimeline({ approvedOn: '2026-12-14', leadTimeDays: 10, state: 'VIC' })
    expect(stages.map((s) => s.plannedDate)).toEqual(['2026-12-30', '2026-12-31', '2027-01-05', '2027-01-06'])
  })
})

describe('in-hands date', () => {
  const stages = planTimeline(plan)

  it('is met when ready to ship on or before it', () => {
    expect(meetsInHandsDate(stages, '2026-11-20')).toBe(true)
    expect(meetsInHandsDate(stages, '2026-11-19')).toBe(false)
  })

  it('says nothing without a date', () => {
    expect(meetsInHandsDate(stages, null)).toBeNull()
  })
})

describe('progress', () => {
  it('finds the next stage to do and whether it is overdue', () => {
    const stages = planTimeline(plan, { production: '2026-11-16' })
    expect(nextOpenStage(stages)?.stage).toBe('quality_check')
    expect(isOverdue(nextOpenStage(stages)!, '2026-11-17')).toBe(false)
    expect(isOverdue(nextOpenStage(stages)!, '2026-11-18')).toBe(true)
    expect(isOverdue(stages[0], '2026-12-01')).toBe(false)
  })

  it('has no next stage once all are done', () => {
    const all = { production: '2026-11-16', quality_check: '2026-11-17', received: '2026-11-19', ready_to_ship: '2026-11-20' }
    expect(nextOpenStage(planTimeline(plan, all))).toBeNull()
  })
})

describe('completedActualDates', () => {
  it('marks every open stage done on the day the goods arrived, keeping the days recorded', () => {
    const done = completedActualDates({ production: '2026-11-16', quality_check: null }, '2026-11-19')
    expect(done).toEqual({ production: '2026-11-16', quality_check: '2026-11-19', received: '2026-11-19', ready_to_ship: '2026-11-19' })
    expect(actualDatesProblem(done, plan.approvedOn, '2026-11-19')).toBeNull()
    expect(nextOpenStage(planTimeline(plan, done))).toBeNull()
  })
})

describe('actualDatesProblem', () => {
  const today = '2026-11-25'

  it('accepts stages done in order', () => {
    expect(actualDatesProblem({ production: '2026-11-16', quality_check: '2026-11-16' }, plan.approvedOn, today)).toBeNull()
  })

  it('refuses a stage done before the one before it is', () => {
    expect(actualDatesProblem({ quality_check: '2026-11-16' }, plan.approvedOn, today)).toBe('Mark production done before quality check.')
  })

  it('refuses dates in the future, before approval or out of order', () => {
    expect(actualDatesProblem({ production: '2026-11-26' }, plan.approvedOn, today)).toBe('Production cannot be done on a future date.')
    expect(actualDatesProblem({ production: '2026-11-01' }, plan.approvedOn, today)).toMatch(/before the artwork was approved/)
    expect(actualDatesProblem({ production: '2026-11-16', quality_check: '2026-11-10' }, plan.approvedOn, today)).toBe(
      'Quality check cannot be done before production (2026-11-16).',
    )
    expect(actualDatesProblem({ production: '2026-02-30' }, plan.approvedOn, today)).toBe('Production: enter a real date.')
  })
})
