import { ChartNoAxesColumn } from 'lucide-react'
import Link from 'next/link'

import type { CustomerUser } from '@/collections/customers/customer-user'
import { RankedBars } from '@/components/dashboard/insights/RankedBars'
import { StateMap } from '@/components/dashboard/insights/StateMap'
import { parcelsByStateRows, parcelsByStateSummary } from '@/components/dashboard/insights/parcels-by-state'
import { getRecentDeliveries } from '@/features/insights/recent-deliveries'

/** Where the company's parcels went in the last 90 days, as a map of Australia, with the way to the insights for more. */
export async function RecentDeliveriesMap({ customer }: { customer: CustomerUser }) {
  const recent = await getRecentDeliveries(customer)
  if (!recent) return null
  const { period, deliveries } = recent
  return (
    <section aria-labelledby="recent-deliveries-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-deliveries-heading" className="text-base font-semibold">
          Deliveries in the last 90 days
        </h2>
        <Link
          href={`/dashboard/insights?from=${period.from}&to=${period.to}#deliveries-heading`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-ink underline underline-offset-4"
        >
          <ChartNoAxesColumn className="size-4" aria-hidden />
          Delivery insights
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">{parcelsByStateSummary(deliveries)}</p>
      {deliveries.parcels > 0 ? (
        <div className="mt-4 grid items-center gap-6 md:grid-cols-[3fr_2fr]">
          <StateMap states={deliveries.states} />
          <RankedBars rows={parcelsByStateRows(deliveries)} />
        </div>
      ) : null}
    </section>
  )
}
