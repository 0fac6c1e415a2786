import Link from 'next/link'

import { EmptyState } from '@/components/catalogue/EmptyState'
import { Pagination } from '@/components/catalogue/Pagination'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getShipmentPage } from '@/features/dashboard/shipments'
import { payloadClient } from '@/payload-client'
import { ShipmentCard } from './ShipmentCard'

export const shipmentPageHref = (page: number) => (page > 1 ? `/dashboard/shipments?page=${page}` : '/dashboard/shipments')

/** One page of the customer's shipments, newest first; streamed into the page once read. */
export async function ShipmentList({ customer, page }: { customer: CustomerUser; page: number }) {
  const result = await getShipmentPage(await payloadClient(), customer, page)
  if (result.docs.length === 0 && result.totalDocs > 0) {
    return (
      <p className="rounded-2xl border border-line bg-white px-5 py-8 text-center text-sm text-muted">
        There is no page {page}.{' '}
        <Link href={shipmentPageHref(result.totalPages)} className="font-medium text-ink underline underline-offset-4">
          Go to the last page
        </Link>
      </p>
    )
  }
  if (result.docs.length === 0) {
    return (
      <EmptyState title="No shipments yet" action={{ href: '/dashboard/shipments/create', label: 'Create a shipment' }}>
        Send stock from your inventory to one person, an office, or a whole list of recipients at once.
      </EmptyState>
    )
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted">
        {result.totalDocs} {result.totalDocs === 1 ? 'shipment' : 'shipments'}
      </p>
      <ul className="space-y-4">
        {result.docs.map((shipment) => (
          <ShipmentCard key={shipment.id} shipment={shipment} />
        ))}
      </ul>
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={shipmentPageHref} label="Shipment pages" />
    </>
  )
}
