import { describe, expect, it } from 'vitest'

import { orderChoices, orderSearchText, pickerOrders } from '@/domain/order-choices'

const order = (id: number, name: string, createdAt = '2026-03-01T00:00:00.000Z') => ({ id, name, createdAt })

describe('order choices', () => {
  it('lists orders by name, in the order given', () => {
    expect(orderChoices([order(3, 'Conference kits'), order(1, 'Onboarding')])).toEqual([
      { value: '3', label: 'Conference kits' },
      { value: '1', label: 'Onboarding' },
    ])
  })

  it('tells orders sharing a name apart by the day they were placed', () => {
    const choices = orderChoices([order(2, 'Kits', '2026-05-01T15:30:00.000Z'), order(1, 'Kits', '2026-02-10T01:00:00.000Z'), order(5, 'Tees')])
    expect(choices.map((choice) => choice.label)).toEqual(['Kits (2 May 2026)', 'Kits (10 Feb 2026)', 'Tees'])
  })

  it('adds the chosen order after the newest only when it is not among them', () => {
    const newest = [order(9, 'Nine'), order(8, 'Eight')]
    expect(pickerOrders(newest, order(2, 'Two')).map((one) => one.id)).toEqual([9, 8, 2])
    expect(pickerOrders(newest, order(8, 'Eight')).map((one) => one.id)).toEqual([9, 8])
    expect(pickerOrders(newest, null).map((one) => one.id)).toEqual([9, 8])
  })

  it('reads a search as trimmed text of at most 100 characters, or nothing', () => {
    expect(orderSearchText('  summer   tees ')).toBe('summer tees')
    expect(orderSearchText('   ')).toBeNull()
    expect(orderSearchText(null)).toBeNull()
    expect(orderSearchText('x'.repeat(150))).toHaveLength(100)
  })
})
