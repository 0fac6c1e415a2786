import { describe, expect, it } from 'vitest'

import { parseReorderSource, reorderLines, reorderName, type OrderedLine } from '@/domain/reorder'

const tee: OrderedLine = {
  id: 11,
  title: 'Classic Tee — Navy',
  position: 1,
  product: 3,
  variant: 7,
  customDesignOptions: [2, 5],
  mockupImage: 40,
  hasSizing: true,
  isPackaging: false,
  quantity: 100,
  sizes: {
    mens: [
      { sizingOption: 1, quantity: 30 },
      { sizingOption: 2, quantity: 0 },
      { sizingOption: 3, quantity: 40 },
    ],
    womens: [{ sizingOption: 1, quantity: 20 }],
  },
}

const mug: OrderedLine = { id: 12, title: 'Mug', position: 0, product: 4, quantity: 50 }

describe('reorderLines', () => {
  it('copies products, variants, decoration and artwork, in the order’s order', () => {
    const lines = reorderLines([tee, mug])
    expect(lines.map((line) => line.title)).toEqual(['Mug', 'Classic Tee — Navy'])
    expect(lines[1]).toMatchObject({ product: 3, variant: 7, customDesignOptions: [2, 5], mockupImage: 40, position: 1 })
    expect(lines[0]).toMatchObject({
      product: 4,
      variant: null,
      customDesignOptions: [],
      mockupImage: null,
      hasSizing: false,
      quantity: 50,
      position: 0,
    })
    expect(lines[0]).not.toHaveProperty('sizes')
  })

  it('keeps the last size split, without empty sizes, and its total as the quantity', () => {
    const [line] = reorderLines([tee])
    expect(line!.sizes).toEqual({
      mens: [
        { sizingOption: 1, quantity: 30 },
        { sizingOption: 3, quantity: 40 },
      ],
      womens: [{ sizingOption: 1, quantity: 20 }],
    })
    expect(line!.quantity).toBe(90)
  })

  it('keeps the quantity of a sized line that had no split', () => {
    expect(reorderLines([{ ...tee, sizes: null }])[0]!.quantity).toBe(100)
  })
})

describe('reorderName', () => {
  it('names the project after the order, within 200 characters', () => {
    expect(reorderName('Conference Essentials')).toBe('Reorder: Conference Essentials')
    expect(reorderName('x'.repeat(300))).toHaveLength(200)
    expect(reorderName('  ')).toBe('Reorder: earlier order')
  })
})

describe('parseReorderSource', () => {
  it('takes an order or an inventory item', () => {
    expect(parseReorderSource({ order: 4 })).toEqual({ kind: 'order', order: 4 })
    expect(parseReorderSource({ inventoryItem: 9 })).toEqual({ kind: 'inventory-item', inventoryItem: 9 })
  })

  it('refuses both, neither, or ids that are not positive whole numbers', () => {
    for (const bad of [{}, null, 'x', { order: 1, inventoryItem: 2 }, { order: '4' }, { order: 0 }, { inventoryItem: 1.5 }]) {
      expect(parseReorderSource(bad)).toHaveProperty('error')
    }
  })
})
