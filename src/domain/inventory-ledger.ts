// Stock held for customers, kept as a ledger of signed movements rather than a mutable count.

export type InventoryStatus = 'available' | 'depleted'

export function quantityAvailable(deltas: number[]): number {
  return deltas.reduce((sum, delta) => sum + delta, 0)
}

export function inventoryStatusFor(quantity: number): InventoryStatus {
  return quantity > 0 ? 'available' : 'depleted'
}

export type ShipmentLine = { inventoryItem: string | number; quantity: number }

// One line per item, so a shipment asking for the same item twice is checked against stock once.
export function mergeShipmentLines(lines: ShipmentLine[]): ShipmentLine[] {
  const merged = new Map<string, ShipmentLine>()
  for (const line of lines) {
    const key = String(line.inventoryItem)
    const existing = merged.get(key)
    const quantity = (existing?.quantity ?? 0) + line.quantity
    merged.set(key, { inventoryItem: existing?.inventoryItem ?? line.inventoryItem, quantity })
  }
  return [...merged.values()]
}

// Every line that asks for more than is in stock, as messages for the person booking the shipment.
export function shipmentShortfalls(lines: ShipmentLine[], available: Map<string, { quantity: number; title: string }>): string[] {
  return mergeShipmentLines(lines).flatMap(({ inventoryItem, quantity }) => {
    const stock = available.get(String(inventoryItem))
    if (!stock) return [`Inventory item ${inventoryItem} is not available.`]
    if (quantity <= stock.quantity) return []
    const left = stock.quantity > 0 ? `Only ${stock.quantity} left of` : 'None left of'
    return [`${left} "${stock.title}" — you asked for ${quantity}.`]
  })
}

export function validateShipmentLines(lines: ShipmentLine[]): string | null {
  if (lines.length === 0) return 'Add at least one item to the shipment.'
  for (const { inventoryItem, quantity } of lines) {
    if (inventoryItem === '' || inventoryItem == null) return 'Choose an item for every line.'
    if (!Number.isInteger(quantity) || quantity < 1) {
      return `Quantity for inventory item ${inventoryItem} must be a whole number of 1 or more.`
    }
  }
  return null
}
