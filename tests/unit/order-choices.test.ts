import { describe, expect, it } from 'vitest'

import { firstHtmlChoices, ORDERS_IN_FIRST_HTML, orderChoices } from '@/domain/order-choices'

const order = (id: number, name: string, createdAt = '2026-03-04T01:00:00.000Z') => ({ id, name, createdAt })

describe('order picker choices', () => {
  it('labels each order by its name, keeping the given order', () => {
    expect(orderChoices([order(3, 'Conference kits'), order(1, 'Onboarding')])).toEqual([
      { value: '3', label: 'Conference kits' },
      { value: '1', label: 'Onboarding' },
    ])
  })

  it('tells orders sharing a name apart by the Sydney day they were placed', () => {
    const choices = orderChoices([order(2, 'Kits', '2026-05-01T15:30:00.000Z'), order(1, 'Kits', '2026-02-10T01:00:00.000Z'), order(5, 'Tees')])
    expect(choices.map((choice) => choice.label)).toEqual(['Kits (2 May 2026)', 'Kits (10 Feb 2026)', 'Tees'])
  })

  it('puts only the newest orders in the first HTML, and the chosen one wherever it is', () => {
    const choices = orderChoices(Array.from({ length: 60 }, (_, index) => order(1000 - index, `Order ${index}`)))
    const first = firstHtmlChoices(choices, String(1000 - 45))
    expect(first).toHaveLength(ORDERS_IN_FIRST_HTML + 1)
    expect(first.slice(0, ORDERS_IN_FIRST_HTML)).toEqual(choices.slice(0, ORDERS_IN_FIRST_HTML))
    expect(first.at(-1)).toEqual({ value: '955', label: 'Order 45' })
    expect(firstHtmlChoices(choices, '')).toHaveLength(ORDERS_IN_FIRST_HTML)
    expect(firstHtmlChoices(choices.slice(0, 3), '')).toEqual(choices.slice(0, 3))
  })
})
