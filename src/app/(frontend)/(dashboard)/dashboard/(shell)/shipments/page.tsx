import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Mail } from 'lucide-react'

import { HeaderLink } from '@/components/dashboard/HeaderLink'
import { ListSkeleton } from '@/components/ui/Skeleton'
import { Notice } from '@/components/ui/Notice'
import { SelectionSummary } from '@/components/dashboard/shipments/SelectionSummary'
import { RecentDeliveriesMap } from '@/components/dashboard/shipments/RecentDeliveriesMap'
import { shipmentPageHref, ShipmentList } from '@/components/dashboard/shipments/ShipmentList'
import { PageHeader } from '@/components/ui/PageHeader'
import { parsePageNumber } from '@/domain/dashboard-filters'
import { requireViewer } from '@/features/auth/current-customer'

export const metadata: Metadata = { title: 'Shipments' }

type Params = { page?: string | string[]; created?: string | string[]; held?: string | string[] }

const countParam = (value: string | string[] | undefined): number => {
  const text = Array.isArray(value) ? value[0] : value
  return text && /^[1-9]\d{0,2}$/.test(text) ? Number(text) : 0
}

/** The guard runs before anything is sent (a real redirect); the list streams in behind a skeleton. */
export default async function ShipmentsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams
  const page = parsePageNumber(params.page)
  const { customer } = await requireViewer(shipmentPageHref(page))
  // How many shipments the create page just requested, and how many of them wait for approval, for the notice.
  const created = countParam(params.created)
  const held = Math.min(countParam(params.held), created)

  return (
    <>
      <PageHeader
        title="Shipments"
        description="Stock on its way from our warehouse to your people."
        actions={
          <>
            <HeaderLink href="/dashboard/shipments/emails" icon={Mail}>
              Parcel emails
            </HeaderLink>
            <SelectionSummary />
          </>
        }
      />
      {created > 0 ? (
        <div className="mt-6">
          <Notice tone={held > 0 ? 'warning' : 'success'} title={created === 1 ? 'Shipment requested.' : `${created} shipments requested.`}>
            {held > 0
              ? `${held === created ? (created === 1 ? 'It goes' : 'They go') : held === 1 ? '1 of them goes' : `${held} of them go`} over a budget, so ${held === 1 ? 'it waits' : 'they wait'} for approval; the stock is set aside meanwhile. The reason is on each shipment below.`
              : 'The stock is set aside from your inventory. We’ll pack it and add tracking here once it’s on its way.'}
          </Notice>
        </div>
      ) : null}
      <section aria-label="Your shipments" className="mt-6">
        <Suspense key={page} fallback={<ListSkeleton label="Loading your shipments…" />}>
          <ShipmentList customer={customer} page={page} />
        </Suspense>
      </section>
      {page === 1 ? (
        <div className="mt-10">
          <Suspense fallback={null}>
            <RecentDeliveriesMap customer={customer} />
          </Suspense>
        </div>
      ) : null}
    </>
  )
}
