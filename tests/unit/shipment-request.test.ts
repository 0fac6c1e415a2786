import { describe, expect, it } from 'vitest'

import { inventoryHref, parseInventoryFilters } from '@/domain/inventory-filters'
import { MAX_RECIPIENTS_PER_REQUEST, requestShortfalls, shipmentRequestProblem, shipmentRequestSchema, unitsNeeded } from '@/domain/shipment-request'

const problemOf = (input: unknown) => {
  const result = shipmentRequestSchema.safeParse(input)
  return result.success ? null : shipmentRequestProblem(result.error)
}

describe('shipmentRequestSchema', () => {
  it('merges repeated items and repeated recipients', () => {
    expect(
      shipmentRequestSchema.parse({
        items: [
          { inventoryItem: 4, quantity: 2 },
          { inventoryItem: 5, quantity: 1 },
          { inventoryItem: 4, quantity: 3 },
        ],
        recipients: [7, 8, 7],
      }),
    ).toEqual({
      items: [
        { inventoryItem: 4, quantity: 5 },
        { inventoryItem: 5, quantity: 1 },
      ],
      recipients: [7, 8],
    })
  })

  it.each([
    [{ items: [], recipients: [1] }, 'items', 'Add at least one item from your inventory.'],
    [{ recipients: [1] }, 'items', 'Add at least one item from your inventory.'],
    [{ items: [{ inventoryItem: 1, quantity: 1 }] }, 'recipients', 'Choose who the shipment goes to.'],
    [{ items: [{ inventoryItem: 1, quantity: 0 }], recipients: [1] }, 'items', 'Send at least 1 of each item, or remove it.'],
    [{ items: [{ inventoryItem: 1, quantity: 1.5 }], recipients: [1] }, 'items', 'Quantities are whole numbers.'],
    [{ items: [{ inventoryItem: '1; DROP', quantity: 1 }], recipients: [1] }, 'items', 'Choose from the list.'],
    [{ items: [{ inventoryItem: 1, quantity: 1 }], recipients: [] }, 'recipients', 'Choose who the shipment goes to.'],
    [
      {
        items: [{ inventoryItem: 1, quantity: 1 }],
        recipients: Array.from({ length: MAX_RECIPIENTS_PER_REQUEST + 1 }, (_, i) => i + 1),
      },
      'recipients',
      `Send to at most ${MAX_RECIPIENTS_PER_REQUEST} recipients at a time.`,
    ],
  ])('refuses %j', (input, field, message) => {
    expect(problemOf(input)).toEqual({ field, message })
  })

  it('allows the maximum once duplicates are merged', () => {
    const recipients = [...Array.from({ length: MAX_RECIPIENTS_PER_REQUEST }, (_, i) => i + 1), 1, 2]
    expect(problemOf({ items: [{ inventoryItem: 1, quantity: 1 }], recipients })).toBeNull()
  })
})

describe('stock for several recipients', () => {
  const available = new Map([
    ['4', { quantity: 10, title: 'Tee' }],
    ['5', { quantity: 3, title: 'Mug' }],
  ])
  const lines = [
    { inventoryItem: 4, quantity: 2 },
    { inventoryItem: 5, quantity: 1 },
  ]

  it('multiplies every line by the number of recipients', () => {
    expect(unitsNeeded(lines, 3)).toEqual([
      { inventoryItem: 4, quantity: 6 },
      { inventoryItem: 5, quantity: 3 },
    ])
  })

  it('is covered while items × recipients fits the stock', () => {
    expect(requestShortfalls(lines, 3, available)).toEqual([])
  })

  it('names what runs short and says quantities are per recipient', () => {
    expect(requestShortfalls(lines, 4, available)).toEqual([
      'Only 3 left of "Mug" — you asked for 4.',
      'Quantities are per recipient: each of the 4 shipments gets them all.',
    ])
    expect(requestShortfalls([{ inventoryItem: 5, quantity: 4 }], 1, available)).toEqual(['Only 3 left of "Mug" — you asked for 4.'])
  })
})

describe('parseInventoryFilters', () => {
  it('reads gender, order and size from the address bar', () => {
    expect(parseInventoryFilters({ gender: 'womens', order: '12', size: ['3', '4'] })).toEqual({
      gender: 'womens',
      orderId: 12,
      sizeId: 3,
    })
  })

  it('ignores anything it cannot read', () => {
    expect(parseInventoryFilters({ gender: 'kids', order: '1 OR 1=1', size: '0' })).toEqual({
      gender: null,
      orderId: null,
      sizeId: null,
    })
    expect(parseInventoryFilters({ order: '99999999999' })).toMatchObject({ orderId: null })
  })
})

describe('inventoryHref', () => {
  it('keeps the filters in a fixed order and leaves out page 1 and empty filters', () => {
    expect(inventoryHref({ gender: null, orderId: null, sizeId: null })).toBe('/dashboard/inventory')
    expect(inventoryHref({ gender: 'mens', orderId: 2, sizeId: 3 }, 1)).toBe('/dashboard/inventory?order=2&gender=mens&size=3')
    expect(inventoryHref({ gender: null, orderId: 2, sizeId: null }, 4)).toBe('/dashboard/inventory?order=2&page=4')
  })
})
