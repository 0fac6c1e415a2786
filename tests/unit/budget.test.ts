import { describe, expect, it } from 'vitest'

import { budgetFits, budgetHoldReason, budgetLimitProblem, budgetRemaining, budgetScopeKey, limitBelowCommitted, teamName } from '@/domain/budget'
import { shipmentCharge } from '@/domain/shipment-charge'

const standing = { name: 'Sam Lee', period: 'monthly' as const, limit: 100_000, committed: 99_000 }

describe('budgets', () => {
  it('fits a request up to the last cent and no further', () => {
    expect(budgetFits(standing, 1_000)).toBe(true)
    expect(budgetFits(standing, 1_001)).toBe(false)
    expect(budgetRemaining({ limit: 100, committed: 150 })).toBe(0)
  })

  it('says why a request is held, with what is left', () => {
    expect(budgetHoldReason(standing, 3_000)).toBe(
      'Held for approval: $30.00 would take Sam Lee (monthly) over its $1,000.00 limit; $10.00 is left this period.',
    )
  })

  it('keeps one budget per member and per team, teams compared without case or extra spaces', () => {
    expect(budgetScopeKey(7, 'member', 12)).toBe('7:member:12')
    expect(budgetScopeKey(7, 'team', '  Events   Crew ')).toBe(budgetScopeKey(7, 'team', 'events crew'))
    expect(teamName(42)).toBe('')
  })

  it('takes a limit in whole cents, never below what is reserved', () => {
    expect(budgetLimitProblem(0)).toBeNull()
    for (const limit of [-1, 1.5, '100', null]) expect(budgetLimitProblem(limit), String(limit)).toMatch(/dollars and cents/)
    expect(budgetLimitProblem(100_000_001)).toMatch(/at most \$1,000,000\.00/)
    expect(limitBelowCommitted(99_000, 99_000)).toBeNull()
    expect(limitBelowCommitted(98_999, 99_000)).toMatch(/^\$990\.00 is already reserved/)
  })
})

describe('shipmentCharge', () => {
  it('is handling and postage by destination, plus a pick fee per extra unit', () => {
    expect(shipmentCharge([{ quantity: 1 }], 'AU')).toBe(3000)
    expect(shipmentCharge([{ quantity: 2 }, { quantity: 1 }], 'au')).toBe(3400)
    expect(shipmentCharge([{ quantity: 1 }], 'NZ')).toBe(5500)
    expect(shipmentCharge([{ quantity: 1 }], null)).toBe(3000)
  })
})
