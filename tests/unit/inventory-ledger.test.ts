import { describe, expect, it } from 'vitest'
import { inventoryStatusFor, mergeShipmentLines, quantityAvailable, shipmentShortfalls, validateShipmentLines } from '@/domain/inventory-ledger'

describe('quantityAvailable', () => {
  it('sums the ledger movements', () => {
    expect(quantityAvailable([100, -20, -5, 10])).toBe(85)
    expect(quantityAvailable([50, -50])).toBe(0)
    expect(quantityAvailable([])).toBe(0)
  })
})

describe('inventoryStatusFor', () => {
  it.each([
    [1, 'available'],
    [250, 'available'],
    [0, 'depleted'],
    [-3, 'depleted'],
  ])('%i units is %s', (quantity, status) => {
    expect(inventoryStatusFor(quantity)).toBe(status)
  })
})

describe('mergeShipmentLines', () => {
  it('combines lines for the same item, keeping first-seen order', () => {
    expect(
      mergeShipmentLines([
        { inventoryItem: 'b', quantity: 2 },
        { inventoryItem: 'a', quantity: 1 },
        { inventoryItem: 'b', quantity: 3 },
      ]),
    ).toEqual([
      { inventoryItem: 'b', quantity: 5 },
      { inventoryItem: 'a', quantity: 1 },
    ])
  })

  it('treats an id as the same item whether number or text', () => {
    expect(
      mergeShipmentLines([
        { inventoryItem: 12, quantity: 2 },
        { inventoryItem: '12', quantity: 3 },
      ]),
    ).toEqual([{ inventoryItem: 12, quantity: 5 }])
  })

  it('does not change the caller’s lines', () => {
    const lines = [
      { inventoryItem: 1, quantity: 2 },
      { inventoryItem: 1, quantity: 3 },
    ]
    mergeShipmentLines(lines)
    expect(lines).toEqual([
      { inventoryItem: 1, quantity: 2 },
      { inventoryItem: 1, quantity: 3 },
    ])
  })
})

describe('shipmentShortfalls', () => {
  const stock = new Map([
    ['1', { quantity: 3, title: 'Navy Tee (M)' }],
    ['2', { quantity: 40, title: 'Tote Bag' }],
    ['3', { quantity: 0, title: 'Drink Bottle' }],
  ])

  it('is empty when everything is in stock, up to the last unit', () => {
    expect(
      shipmentShortfalls(
        [
          { inventoryItem: 1, quantity: 3 },
          { inventoryItem: '2', quantity: 10 },
        ],
        stock,
      ),
    ).toEqual([])
  })

  it('reports every line asking for more than is left', () => {
    expect(
      shipmentShortfalls(
        [
          { inventoryItem: 1, quantity: 5 },
          { inventoryItem: 2, quantity: 41 },
        ],
        stock,
      ),
    ).toEqual(['Only 3 left of "Navy Tee (M)" — you asked for 5.', 'Only 40 left of "Tote Bag" — you asked for 41.'])
  })

  it('checks repeated lines for one item against stock together', () => {
    expect(
      shipmentShortfalls(
        [
          { inventoryItem: 1, quantity: 2 },
          { inventoryItem: 1, quantity: 2 },
        ],
        stock,
      ),
    ).toEqual(['Only 3 left of "Navy Tee (M)" — you asked for 4.'])
  })

  it('says when an item is out of stock', () => {
    expect(shipmentShortfalls([{ inventoryItem: 3, quantity: 1 }], stock)).toEqual(['None left of "Drink Bottle" — you asked for 1.'])
  })

  it('reports items that are not in stock at all', () => {
    expect(
      shipmentShortfalls(
        [
          { inventoryItem: 12, quantity: 1 },
          { inventoryItem: 1, quantity: 1 },
        ],
        stock,
      ),
    ).toEqual(['Inventory item 12 is not available.'])
  })
})

describe('validateShipmentLines', () => {
  it('accepts positive whole quantities', () => {
    expect(
      validateShipmentLines([
        { inventoryItem: 1, quantity: 1 },
        { inventoryItem: 'x', quantity: 20 },
      ]),
    ).toBeNull()
  })

  it('needs at least one line', () => {
    expect(validateShipmentLines([])).toBe('Add at least one item to the shipment.')
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses a quantity of %s', (quantity) => {
    expect(
      validateShipmentLines([
        { inventoryItem: 1, quantity: 1 },
        { inventoryItem: 12, quantity },
      ]),
    ).toBe('Quantity for inventory item 12 must be a whole number of 1 or more.')
  })

  it('needs an item on every line', () => {
    expect(validateShipmentLines([{ inventoryItem: '', quantity: 1 }])).toBe('Choose an item for every line.')
  })
})
