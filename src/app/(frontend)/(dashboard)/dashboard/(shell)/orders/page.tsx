import type { Metadata } from 'next'
import { Suspense } from 'react'

import { OrderListSkeleton } from '@/components/dashboard/orders/OrderListSkeleton'
import { OrdersOverview } from '@/components/dashboard/orders/OrdersOverview'
import { PageHeader } from '@/components/ui/PageHeader'
import { orderListHref, parseOrderListQuery, type SearchParams } from '@/domain/dashboard-filters'
import { requireViewer } from '@/features/auth/current-customer'

export const metadata: Metadata = { title: 'Orders' }

/** The guard runs before anything streams (a real 307 for visitors); the list waits behind a skeleton. */
export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseOrderListQuery(await searchParams)
  const { customer } = await requireViewer(orderListHref(query))
  return (
    <>
      <PageHeader title="Orders" description="Artwork, production and payment for everything you’ve ordered." />
      <Suspense key={orderListHref(query)} fallback={<OrderListSkeleton />}>
        <OrdersOverview customer={customer} query={query} />
      </Suspense>
    </>
  )
}
