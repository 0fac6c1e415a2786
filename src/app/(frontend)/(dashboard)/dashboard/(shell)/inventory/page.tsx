import { Link2 } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { InventoryFilters } from '@/components/dashboard/inventory/InventoryFilters'
import { InventoryList } from '@/components/dashboard/inventory/InventoryList'
import { ListSkeleton } from '@/components/ui/Skeleton'
import { SelectionSummary } from '@/components/dashboard/shipments/SelectionSummary'
import { ShipmentSelectionBar } from '@/components/dashboard/shipments/ShipmentSelectionBar'
import { PageHeader } from '@/components/ui/PageHeader'
import { buttonClasses } from '@/components/ui/button'
import { parsePageNumber } from '@/domain/dashboard-filters'
import { inventoryHref, parseInventoryFilters, type InventoryFilterParams } from '@/domain/inventory-filters'
import { requireViewer } from '@/features/auth/current-customer'
import { getSizingOptions } from '@/features/dashboard/inventory'
import { getOrderPicker } from '@/features/dashboard/orders'

export const metadata: Metadata = { title: 'Inventory' }

/**
 * The guard and the order check run before anything is sent, so an anonymous visitor gets a real
 * redirect and another customer's order a real 404; the stock streams in behind a skeleton.
 */
export default async function InventoryPage({ searchParams }: { searchParams: Promise<InventoryFilterParams> }) {
  const params = await searchParams
  const filters = parseInventoryFilters(params)
  const page = parsePageNumber(params.page)
  const { customer } = await requireViewer(inventoryHref(filters, page))
  const [picker, sizes] = await Promise.all([getOrderPicker(customer, filters.orderId), getSizingOptions()])
  // Another company's order reads exactly like one that does not exist.
  if (filters.orderId && !picker.chosen) notFound()

  return (
    <>
      <PageHeader
        title="Inventory"
        description="Stock of yours in our warehouse, ready to send. Pick what to ship and how many."
        actions={
          <>
            <Link href="/dashboard/links/new?mode=ship" className={buttonClasses('secondary', 'sm')}>
              <Link2 className="size-4" aria-hidden /> Ship via link
            </Link>
            <SelectionSummary />
          </>
        }
      />
      <div className="mt-6">
        <InventoryFilters filters={filters} picker={picker} sizes={sizes} />
      </div>
      <div className="mt-6">
        <Suspense key={inventoryHref(filters, page)} fallback={<ListSkeleton label="Loading your stock…" />}>
          <InventoryList customer={customer} filters={filters} page={page} />
        </Suspense>
      </div>
      <ShipmentSelectionBar />
    </>
  )
}
