'use client'

import { Truck } from 'lucide-react'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { useShipmentSelection } from './ShipmentSelectionProvider'

/** The way from picking stock to sending it: "Create shipment (n)", n being the picked items. */
export function SelectionSummary() {
  const { items, units, ready } = useShipmentSelection()
  const count = ready ? items.length : 0
  return (
    <div className="flex flex-wrap items-center gap-3">
      {count > 0 ? (
        <p className="text-sm text-muted" data-testid="selection-summary">
          {units} {units === 1 ? 'unit' : 'units'} of {count} {count === 1 ? 'item' : 'items'} picked
        </p>
      ) : null}
      <Link
        href="/dashboard/shipments/create"
        className={buttonClasses(count > 0 ? 'primary' : 'secondary', 'md')}
        data-testid="create-shipment-link"
      >
        <Truck className="size-4" aria-hidden />
        Create shipment ({count})
      </Link>
    </div>
  )
}
