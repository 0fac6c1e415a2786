// The browser's shipment selection: stock the customer has picked to send, persisted until a
// shipment is created. Pure, so the browser store only persists what this returns.

/** The key the browser's shipment selection is persisted under. */
export const SHIPMENT_SELECTION_KEY = 'shipmentItems'

/** What the dashboard shows of a picked inventory item, as it was when last seen. */
export type SelectedItem = {
  inventoryItem: number
  quantity: number
  /** Units in the warehouse when last checked; the quantity never exceeds it. */
  available: number
  title: string
  /** Size, gender or order, e.g. "Men’s / Unisex M · Conference Essentials". */
  detail: string | null
  imageUrl: string | null
}

export type StockSnapshot = Omit<SelectedItem, 'quantity'>

export type ShipmentSelectionAction =
  | { type: 'hydrated'; persisted: unknown }
  | { type: 'added'; item: StockSnapshot; quantity: number }
  | { type: 'quantity-changed'; inventoryItem: number; quantity: number }
  | { type: 'removed'; inventoryItem: number }
  /** The server's current stock for the selected items; items it did not return are gone. */
  | { type: 'stock-checked'; stock: StockSnapshot[] }
  | { type: 'cleared' }

export type ShipmentSelection = SelectedItem[]

/** A whole number between 1 and what is available; 0 when nothing is. */
export function clampQuantity(quantity: number, available: number): number {
  const ceiling = Math.max(0, Math.floor(available))
  if (ceiling === 0) return 0
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1
  return Math.min(Math.max(whole, 1), ceiling)
}

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

// localStorage is written by older versions of the app or edited by hand: keep only well-formed items.
function fromPersisted(persisted: unknown): ShipmentSelection {
  if (!Array.isArray(persisted)) return []
  const items: ShipmentSelection = []
  for (const raw of persisted) {
    if (!raw || typeof raw !== 'object') continue
    const entry = raw as Record<string, unknown>
    if (!isPositiveInteger(entry.inventoryItem) || typeof entry.title !== 'string') continue
    if (items.some((item) => item.inventoryItem === entry.inventoryItem)) continue
    const available = typeof entry.available === 'number' && entry.available >= 0 ? Math.floor(entry.available) : 0
    const quantity = clampQuantity(typeof entry.quantity === 'number' ? entry.quantity : 1, available)
    if (quantity === 0) continue
    items.push({
      inventoryItem: entry.inventoryItem,
      quantity,
      available,
      title: entry.title,
      detail: optionalText(entry.detail),
      imageUrl: optionalText(entry.imageUrl),
    })
  }
  return items
}

// Removing (or changing) an item acts on the index where it was found, and on nothing when it was not.
function replaceAt(state: ShipmentSelection, index: number, item: SelectedItem | null): ShipmentSelection {
  const next = [...state]
  if (item) next.splice(index, 1, item)
  else next.splice(index, 1)
  return next
}

export function shipmentSelectionReducer(state: ShipmentSelection, action: ShipmentSelectionAction): ShipmentSelection {
  switch (action.type) {
    case 'hydrated':
      return fromPersisted(action.persisted)
    case 'added': {
      const index = state.findIndex((item) => item.inventoryItem === action.item.inventoryItem)
      const already = index === -1 ? 0 : state[index]!.quantity
      const quantity = clampQuantity(already + action.quantity, action.item.available)
      if (quantity === 0) return index === -1 ? state : replaceAt(state, index, null)
      const item = { ...action.item, quantity }
      return index === -1 ? [...state, item] : replaceAt(state, index, item)
    }
    case 'quantity-changed': {
      const index = state.findIndex((item) => item.inventoryItem === action.inventoryItem)
      if (index === -1) return state
      const current = state[index]!
      const quantity = clampQuantity(action.quantity, current.available)
      if (quantity === current.quantity) return state
      return replaceAt(state, index, quantity === 0 ? null : { ...current, quantity })
    }
    case 'removed': {
      const index = state.findIndex((item) => item.inventoryItem === action.inventoryItem)
      return index === -1 ? state : replaceAt(state, index, null)
    }
    case 'stock-checked': {
      const stock = new Map(action.stock.map((snapshot) => [snapshot.inventoryItem, snapshot]))
      return state.flatMap((item) => {
        const current = stock.get(item.inventoryItem)
        const quantity = current ? clampQuantity(item.quantity, current.available) : 0
        return quantity === 0 ? [] : [{ ...current!, quantity }]
      })
    }
    case 'cleared':
      return []
  }
}

export function selectedUnits(state: ShipmentSelection): number {
  return state.reduce((sum, item) => sum + item.quantity, 0)
}

/** The items a stock check took out of the selection or cut down, for telling the customer. */
export function stockCheckChanges(before: ShipmentSelection, after: ShipmentSelection): { removed: string[]; reduced: string[] } {
  const kept = new Map(after.map((item) => [item.inventoryItem, item]))
  const removed: string[] = []
  const reduced: string[] = []
  for (const item of before) {
    const now = kept.get(item.inventoryItem)
    if (!now) removed.push(item.title)
    else if (now.quantity < item.quantity) reduced.push(item.title)
  }
  return { removed, reduced }
}
