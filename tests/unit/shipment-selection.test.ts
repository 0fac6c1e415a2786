import { describe, expect, it } from 'vitest'

import {
  clampQuantity,
  selectedUnits,
  type ShipmentSelection,
  shipmentSelectionReducer as reduce,
  type StockSnapshot,
  stockCheckChanges,
} from '@/domain/shipment-selection'

const tee: StockSnapshot = {
  inventoryItem: 11,
  available: 5,
  title: 'Classic Cotton Tee',
  detail: 'Men’s / Unisex Medium',
  imageUrl: '/tee.webp',
}
const mug: StockSnapshot = { inventoryItem: 12, available: 20, title: 'Ceramic Café Mug', detail: null, imageUrl: null }
const tote: StockSnapshot = { inventoryItem: 13, available: 3, title: 'Recycled Cotton Tote', detail: null, imageUrl: null }

const withItems = (...entries: [StockSnapshot, number][]): ShipmentSelection =>
  entries.reduce<ShipmentSelection>((state, [item, quantity]) => reduce(state, { type: 'added', item, quantity }), [])

describe('clampQuantity', () => {
  it.each([
    [3, 5, 3],
    [9, 5, 5],
    [0, 5, 1],
    [-4, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 0],
    [3, 2.5, 2],
  ])('%s of %s available is %s', (quantity, available, expected) => {
    expect(clampQuantity(quantity, available)).toBe(expected)
  })
})

describe('adding to the selection', () => {
  it('adds a new item with its quantity, keeping what was shown of it', () => {
    expect(reduce([], { type: 'added', item: tee, quantity: 2 })).toEqual([{ ...tee, quantity: 2 }])
  })

  it('adds to the quantity of an item already picked, at its place in the list', () => {
    const state = reduce(withItems([tee, 2], [mug, 1]), { type: 'added', item: tee, quantity: 2 })
    expect(state.map((item) => [item.inventoryItem, item.quantity])).toEqual([
      [11, 4],
      [12, 1],
    ])
  })

  it('never picks more than is available, using the newest stock it was given', () => {
    expect(reduce(withItems([tee, 4]), { type: 'added', item: tee, quantity: 3 })[0]!.quantity).toBe(5)
    const state = reduce(withItems([tee, 4]), { type: 'added', item: { ...tee, available: 2 }, quantity: 1 })
    expect(state[0]).toMatchObject({ quantity: 2, available: 2 })
  })

  it('does not add an item with nothing available, and drops it if it was picked', () => {
    expect(reduce([], { type: 'added', item: { ...tee, available: 0 }, quantity: 1 })).toEqual([])
    expect(reduce(withItems([tee, 2]), { type: 'added', item: { ...tee, available: 0 }, quantity: 1 })).toEqual([])
  })
})

describe('changing a quantity', () => {
  it('sets it, clamped between 1 and what is available', () => {
    const state = withItems([tee, 2])
    expect(reduce(state, { type: 'quantity-changed', inventoryItem: 11, quantity: 4 })[0]!.quantity).toBe(4)
    expect(reduce(state, { type: 'quantity-changed', inventoryItem: 11, quantity: 50 })[0]!.quantity).toBe(5)
    expect(reduce(state, { type: 'quantity-changed', inventoryItem: 11, quantity: 0 })[0]!.quantity).toBe(1)
  })

  it('leaves the selection alone (same object) for an item that is not in it or an unchanged quantity', () => {
    const state = withItems([tee, 2])
    expect(reduce(state, { type: 'quantity-changed', inventoryItem: 99, quantity: 3 })).toBe(state)
    expect(reduce(state, { type: 'quantity-changed', inventoryItem: 11, quantity: 2 })).toBe(state)
  })
})

describe('removing (by the index where the item was found)', () => {
  it('removes exactly the item found, wherever it is in the list', () => {
    const state = withItems([tee, 1], [mug, 2], [tote, 3])
    expect(reduce(state, { type: 'removed', inventoryItem: 12 }).map((item) => item.inventoryItem)).toEqual([11, 13])
    expect(reduce(state, { type: 'removed', inventoryItem: 11 }).map((item) => item.inventoryItem)).toEqual([12, 13])
    expect(reduce(state, { type: 'removed', inventoryItem: 13 }).map((item) => item.inventoryItem)).toEqual([11, 12])
  })

  it('removes nothing when the item is not found (not the last item, as index -1 would)', () => {
    const state = withItems([tee, 1], [mug, 2])
    expect(reduce(state, { type: 'removed', inventoryItem: 99 })).toBe(state)
  })
})

describe('checking stock against the server', () => {
  it('updates availability, lowers quantities above it and drops items that are gone or not returned', () => {
    const before = withItems([tee, 4], [mug, 2], [tote, 3])
    const after = reduce(before, {
      type: 'stock-checked',
      stock: [
        { ...tee, available: 3 },
        { ...mug, available: 30, title: 'Ceramic Café Mug (Sage)' },
      ],
    })
    expect(after).toEqual([
      { ...tee, available: 3, quantity: 3 },
      { ...mug, available: 30, title: 'Ceramic Café Mug (Sage)', quantity: 2 },
    ])
    expect(stockCheckChanges(before, after)).toEqual({ removed: ['Recycled Cotton Tote'], reduced: ['Classic Cotton Tee'] })
  })

  it('drops an item the server reports with nothing left', () => {
    expect(reduce(withItems([tee, 1]), { type: 'stock-checked', stock: [{ ...tee, available: 0 }] })).toEqual([])
  })
})

describe('clearing and hydrating', () => {
  it('clears everything (after a shipment is created)', () => {
    expect(reduce(withItems([tee, 1], [mug, 1]), { type: 'cleared' })).toEqual([])
  })

  it('keeps only well-formed stored items, once each, with quantities clamped', () => {
    const stored = [
      { ...tee, quantity: 9 },
      { ...tee, quantity: 1 },
      { inventoryItem: 'x', title: 'Bad id', quantity: 1, available: 3 },
      { inventoryItem: 14, quantity: 1, available: 3 },
      { inventoryItem: 15, title: 'Gone', quantity: 1, available: 0 },
      null,
      'junk',
      { ...mug, quantity: 2, detail: 42, imageUrl: '' },
    ]
    expect(reduce([], { type: 'hydrated', persisted: stored })).toEqual([
      { ...tee, quantity: 5 },
      { ...mug, quantity: 2, detail: null, imageUrl: null },
    ])
  })

  it.each([null, undefined, 'text', { items: [] }])('starts empty from stored %j', (persisted) => {
    expect(reduce(withItems([tee, 1]), { type: 'hydrated', persisted })).toEqual([])
  })
})

it('counts the units picked', () => {
  expect(selectedUnits(withItems([tee, 2], [mug, 7]))).toBe(9)
  expect(selectedUnits([])).toBe(0)
})
