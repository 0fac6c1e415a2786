import { ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { BackLink } from '@/components/dashboard/BackLink'
import { DetailHeader } from '@/components/dashboard/DetailHeader'
import { CancelShipmentButton } from '@/components/dashboard/shipments/CancelShipmentButton'
import { ShipmentContents } from '@/components/dashboard/shipments/ShipmentContents'
import { ShipmentStatusBadge } from '@/components/dashboard/shipments/ShipmentStatusBadge'
import { ShipmentTrackingPanel } from '@/components/dashboard/shipments/ShipmentTrackingPanel'
import { shipmentTrouble } from '@/components/dashboard/shipments/shipment-trouble'
import { ParcelTimeline } from '@/components/parcel-tracking/ParcelTimeline'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/Card'
import { Notice } from '@/components/ui/Notice'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { parseRecordId } from '@/domain/dashboard-filters'
import { formatDate } from '@/domain/display-date'
import { getViewer, requireViewer } from '@/features/auth/current-customer'
import { getShipmentDetail } from '@/features/dashboard/shipment-detail'

type Props = { params: Promise<{ id: string }> }

/** Once per request for the title and the page alike; a malformed id is simply not found. */
const loadShipment = cache(async (customer: CustomerUser, rawId: string) => {
  const id = parseRecordId(rawId)
  return id === null ? null : getShipmentDetail(customer, id)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const viewer = await getViewer()
  const shipment = viewer ? await loadShipment(viewer.customer, (await params).id) : null
  return { title: shipment ? `Shipment #${shipment.id}` : 'Shipment' }
}

/** One shipment: where the parcel is, its scans, who it goes to and what is in it. */
export default async function ShipmentPage({ params }: Props) {
  const { id: rawId } = await params
  const { customer } = await requireViewer(`/dashboard/shipments/${encodeURIComponent(rawId)}`)
  const shipment = await loadShipment(customer, rawId)
  if (!shipment) notFound()
  const trouble = shipmentTrouble(shipment)
  const recipientName = shipment.recipient?.name ?? 'this recipient'
  const tracked = Boolean(shipment.trackingNumber) || shipment.timeline.length > 0

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/shipments">All shipments</BackLink>
      <DetailHeader
        title={`Shipment #${shipment.id}`}
        badge={<ShipmentStatusBadge status={shipment.status} />}
        facts={
          <>
            To {recipientName} · Requested <time dateTime={shipment.createdAt}>{formatDate(shipment.createdAt)}</time>
            {shipment.createdBy ? ` by ${shipment.createdBy}` : null}
            {shipment.processedAt ? (
              <>
                {' '}
                · Processed <time dateTime={shipment.processedAt}>{formatDate(shipment.processedAt)}</time>
              </>
            ) : null}
          </>
        }
        actions={
          <>
            {shipment.trackingUrl ? (
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'md')}>
                Track parcel
                <ExternalLink className="size-4" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
            {shipment.status === 'requested' || shipment.status === 'held' ? (
              // A ghost button: its text lines up with the page's edge, as on the shipment cards.
              <div className="-ml-4 sm:-mr-4 sm:ml-0">
                <CancelShipmentButton shipmentId={shipment.id} recipientName={recipientName} />
              </div>
            ) : null}
          </>
        }
      />

      {shipment.holdReason ? (
        <Notice tone="warning" title="Waiting for approval">
          <p>{shipment.holdReason}</p>
        </Notice>
      ) : null}
      {trouble ? (
        <Notice tone={trouble.tone === 'returned' ? 'info' : 'warning'} title={trouble.title}>
          <p>
            {trouble.text}{' '}
            {trouble.tone === 'returned' ? (
              <Link href="/dashboard/inventory" className="font-medium underline underline-offset-4">
                See your inventory
              </Link>
            ) : null}
          </p>
        </Notice>
      ) : null}

      {/* The contents sit beside the tracking from a laptop up, and between it and the history on a phone. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card title="Tracking" className="min-w-0 lg:col-span-2">
          <ShipmentTrackingPanel shipment={shipment} />
        </Card>
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ShipmentContents shipment={shipment} />
        </div>
        {tracked ? (
          <Card title="Tracking history" className="min-w-0 lg:col-span-2">
            <ParcelTimeline moments={shipment.timeline} empty="The carrier’s scans appear here once it has the parcel." />
          </Card>
        ) : null}
      </div>
    </div>
  )
}
