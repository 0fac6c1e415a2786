'use client'

import { Minus, Plus, Trash2 } from 'lucide-react'
import Link from 'next/link'

import { ItemThumb } from '@/components/dashboard/inventory/ItemThumb'
import { buttonClasses } from '@/components/ui/button'
import { QuantityInput } from './QuantityInput'
import { useShipmentSelection } from './ShipmentSelectionProvider'

const stepButton =
  'flex size-9 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-40'

/** Step 1: the picked stock, each with a quantity that stays between 1 and what is available. */
export function SelectedItemsStep() {
  const { items, setQuantity, remove } = useShipmentSelection()
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white" aria-label="Items to ship">
      {items.map((item) => {
        const inputId = `quantity-${item.inventoryItem}`
        return (
          <li key={item.inventoryItem} className="flex flex-wrap items-center gap-4 px-4 py-4 sm:px-5" data-testid={`selected-${item.inventoryItem}`}>
            <ItemThumb src={item.imageUrl} alt="" size="sm" />
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-medium leading-snug">{item.title}</p>
              {item.detail ? <p className="text-xs text-muted">{item.detail}</p> : null}
              <p className="mt-0.5 text-xs text-muted">
                <span className="tabular-nums">{item.available.toLocaleString('en-AU')}</span> available
              </p>
            </div>
            <div className="ml-15 flex items-center gap-3 sm:ml-0">
              <div className="flex items-center gap-1.5">
                <button
                  type="button"
                  className={stepButton}
                  onClick={() => setQuantity(item.inventoryItem, item.quantity - 1)}
                  disabled={item.quantity <= 1}
                  aria-label={`One fewer ${item.title}`}
                >
                  <Minus className="size-4" aria-hidden />
                </button>
                <QuantityInput
                  id={inputId}
                  label={`Quantity of ${item.title}${item.detail ? `, ${item.detail}` : ''}`}
                  max={item.available}
                  value={item.quantity}
                  onChange={(event) => {
                    const value = Number(event.target.value)
                    if (event.target.value !== '' && Number.isFinite(value)) setQuantity(item.inventoryItem, value)
                  }}
                />
                <button
                  type="button"
                  className={stepButton}
                  onClick={() => setQuantity(item.inventoryItem, item.quantity + 1)}
                  disabled={item.quantity >= item.available}
                  aria-label={`One more ${item.title}`}
                >
                  <Plus className="size-4" aria-hidden />
                </button>
              </div>
              <button
                type="button"
                onClick={() => remove(item.inventoryItem)}
                className={buttonClasses('ghost', 'sm', 'text-muted hover:text-red-700')}
                aria-label={`Remove ${item.title}${item.detail ? `, ${item.detail}` : ''} from the shipment`}
              >
                <Trash2 className="size-4" aria-hidden />
                <span className="sm:sr-only">Remove</span>
              </button>
            </div>
          </li>
        )
      })}
      <li className="px-4 py-3 sm:px-5">
        <Link href="/dashboard/inventory" className="text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline">
          Add more from your inventory
        </Link>
      </li>
    </ul>
  )
}
