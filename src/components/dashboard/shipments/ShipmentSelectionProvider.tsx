'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import {
  SHIPMENT_SELECTION_KEY,
  selectedUnits,
  type ShipmentSelection,
  type ShipmentSelectionAction,
  shipmentSelectionReducer,
  type StockSnapshot,
  stockCheckChanges,
} from '@/domain/shipment-selection'

type ShipmentSelectionValue = {
  /** False until the stored selection has been read, so nothing flashes "empty" on load. */
  ready: boolean
  items: ShipmentSelection
  units: number
  add: (item: StockSnapshot, quantity: number) => void
  setQuantity: (inventoryItem: number, quantity: number) => void
  remove: (inventoryItem: number) => void
  clear: () => void
  /** Applies the server's current stock; returns the titles it removed or cut down. */
  applyStock: (stock: StockSnapshot[]) => { removed: string[]; reduced: string[] }
}

const ShipmentSelectionContext = createContext<ShipmentSelectionValue | null>(null)

const readStored = (): unknown => {
  try {
    const raw = window.localStorage.getItem(SHIPMENT_SELECTION_KEY)
    return raw === null ? [] : JSON.parse(raw)
  } catch {
    return []
  }
}

const writeStored = (items: ShipmentSelection) => {
  try {
    if (items.length === 0) window.localStorage.removeItem(SHIPMENT_SELECTION_KEY)
    else window.localStorage.setItem(SHIPMENT_SELECTION_KEY, JSON.stringify(items))
  } catch {
    // Private browsing or a full quota: the selection still works for this visit.
  }
}

/**
 * The persisted shipment selection (`shipmentItems`): the pure reducer of
 * domain/shipment-selection kept in localStorage, and in step across this browser's tabs.
 */
export function ShipmentSelectionProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ShipmentSelection>([])
  const itemsRef = useRef(items)
  const [ready, setReady] = useState(false)

  const apply = useCallback((action: ShipmentSelectionAction, persist = true) => {
    const next = shipmentSelectionReducer(itemsRef.current, action)
    itemsRef.current = next
    setItems(next)
    if (persist) writeStored(next)
    return next
  }, [])

  useEffect(() => {
    // Storage is read after hydration, so the server's HTML matches the first render.
    apply({ type: 'hydrated', persisted: readStored() }, false)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- ready only once storage has been read, after hydration
    setReady(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === SHIPMENT_SELECTION_KEY || event.key === null) apply({ type: 'hydrated', persisted: readStored() }, false)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [apply])

  const value = useMemo<ShipmentSelectionValue>(
    () => ({
      ready,
      items,
      units: selectedUnits(items),
      add: (item, quantity) => apply({ type: 'added', item, quantity }),
      setQuantity: (inventoryItem, quantity) => apply({ type: 'quantity-changed', inventoryItem, quantity }),
      remove: (inventoryItem) => apply({ type: 'removed', inventoryItem }),
      clear: () => apply({ type: 'cleared' }),
      applyStock: (stock) => {
        const before = itemsRef.current
        return stockCheckChanges(before, apply({ type: 'stock-checked', stock }))
      },
    }),
    [ready, items, apply],
  )

  return <ShipmentSelectionContext.Provider value={value}>{children}</ShipmentSelectionContext.Provider>
}

export function useShipmentSelection(): ShipmentSelectionValue {
  const value = useContext(ShipmentSelectionContext)
  if (!value) throw new Error('useShipmentSelection must be used inside ShipmentSelectionProvider')
  return value
}
