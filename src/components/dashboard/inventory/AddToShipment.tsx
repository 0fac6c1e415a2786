'use client'

import { useId, useState } from 'react'

import { QuantityInput } from '@/components/dashboard/shipments/QuantityInput'
import { useShipmentSelection } from '@/components/dashboard/shipments/ShipmentSelectionProvider'
import { buttonClasses } from '@/components/ui/button'
import { clampQuantity, type StockSnapshot } from '@/domain/shipment-selection'
import { StockRowIcon } from './row-icons'

/** A quantity and "Add to shipment" for one stock item; never more than is left to pick. */
export function AddToShipment({ item, label }: { item: StockSnapshot; label: string }) {
  const { items, add, ready } = useShipmentSelection()
  const inputId = useId()
  const selected = items.find((entry) => entry.inventoryItem === item.inventoryItem)?.quantity ?? 0
  const left = Math.max(0, item.available - selected)
  const [quantity, setQuantity] = useState(1)
  const [justAdded, setJustAdded] = useState(false)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const amount = clampQuantity(quantity, left)
    if (amount === 0) return
    add(item, amount)
    setQuantity(1)
    setJustAdded(true)
  }

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1.5">
      {selected > 0 ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
          <StockRowIcon name="stock-icon-added" className="size-3.5" />
          {selected} in shipment
        </span>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2" onChange={() => setJustAdded(false)}>
        <QuantityInput
          id={inputId}
          label={`Quantity of ${label} to add`}
          max={Math.max(left, 1)}
          value={quantity}
          disabled={!ready || left === 0}
          onChange={(event) => setQuantity(Number(event.target.value))}
          onBlur={() => setQuantity((current) => clampQuantity(current, left) || 1)}
        />
        <button
          type="submit"
          disabled={!ready || left === 0}
          aria-label={`Add ${label} to shipment`}
          className={buttonClasses('secondary', 'sm', 'min-w-32 whitespace-nowrap')}
        >
          {left === 0 ? (
            <>
              <StockRowIcon name="stock-icon-added" className="size-4" /> All selected
            </>
          ) : (
            <>
              <StockRowIcon name="stock-icon-add" className="size-4" /> Add to shipment
            </>
          )}
        </button>
        <span role="status" className="sr-only">
          {justAdded ? `${selected} of ${label} in your shipment` : ''}
        </span>
      </form>
    </div>
  )
}
