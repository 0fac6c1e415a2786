import { describe, expect, it } from 'vitest'
import { AUDIENCES, BUDGETS, ENQUIRY_INTENTS, PACKING_TYPES, QUANTITY_RANGES, defaultQuantityFor } from '@/domain/enquiry-options'

describe('enquiry options', () => {
  it('offer the agreed choices, in order', () => {
    expect(AUDIENCES).toEqual(['Customers', 'Team members', 'An event'])
    expect(QUANTITY_RANGES).toEqual(['Not sure', '10 to 25', '25 to 50', '50 to 100', '100 to 250', '250+'])
    expect(BUDGETS).toEqual(['Not sure', 'Under $50', '$50 to $100', '$100 to $200', '$200+'])
    expect(ENQUIRY_INTENTS).toEqual(['wishlist', 'general'])
    expect(PACKING_TYPES).toEqual([
      { value: 'individual_items', label: 'Individual Items' },
      { value: 'swag_packs', label: 'Swag Packs' },
    ])
  })
})

describe('defaultQuantityFor', () => {
  it.each([
    ['10 to 25', 10],
    ['25 to 50', 25],
    ['50 to 100', 50],
    ['100 to 250', 100],
    ['250+', 250],
    ['Not sure', 50],
    ['', 50],
    ['1000+', 50],
    ['lots', 50],
  ])('starts %j at %i', (range, quantity) => {
    expect(defaultQuantityFor(range)).toBe(quantity)
  })
})
