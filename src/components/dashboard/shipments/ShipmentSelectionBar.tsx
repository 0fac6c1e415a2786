'use client'

import { ArrowRight, Truck } from 'lucide-react'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { useShipmentSelection } from './ShipmentSelectionProvider'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * "Create shipment (n items)" pinned to the bottom of the screen while stock is picked, so it is at
 * hand however far down a long inventory the customer has scrolled. The dashboard layout pads the
 * page by the bar's height (it looks for data-sticky-bar), so the last row is never under it.
 */
export function ShipmentSelectionBar() {
  const { items, units, ready } = useShipmentSelection()
  if (!ready || items.length === 0) return null
  return (
    <div
      data-sticky-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-paper/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.15)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <p className="hidden items-center gap-2 text-sm text-muted sm:flex">
          <Truck className="size-4 shrink-0 text-ink" aria-hidden />
          {plural(units, 'unit', 'units')} picked
        </p>
        <Link href="/dashboard/shipments/create" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          Create shipment ({plural(items.length, 'item', 'items')})
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  )
}
