import { CopyLinkButton } from '@/components/dashboard/projects/CopyLinkButton'
import { ParcelSteps } from '@/components/parcel-tracking/ParcelSteps'
import { TrackingStateBadge } from '@/components/parcel-tracking/TrackingStateBadge'
import { estimateText, expectsDelivery } from '@/components/parcel-tracking/parcel-progress'
import { formatDate } from '@/domain/display-date'
import type { ShipmentDetail } from '@/features/dashboard/shipment-detail'

/** When the parcel arrived or came back, or when it should arrive (and, for one in trouble, when it was due). */
function arrivalFact({ trackingState, trackingAt, estimatedDelivery }: ShipmentDetail): { term: string; value: string } {
  if (trackingState === 'delivered') return { term: 'Delivered', value: formatDate(trackingAt) }
  if (trackingState === 'returned_to_sender') return { term: 'Returned', value: formatDate(trackingAt) }
  if (!estimatedDelivery) return { term: 'Estimated delivery', value: 'Not yet known' }
  if (expectsDelivery(trackingState)) return { term: 'Estimated delivery', value: estimateText(estimatedDelivery) }
  return { term: 'Was due', value: formatDate(estimatedDelivery) }
}

/** The carrier's side of a shipment: who carries it, where it is, when it should arrive, and the recipient's link. */
export function ShipmentTrackingPanel({ shipment }: { shipment: ShipmentDetail }) {
  const { carrier, trackingNumber, trackingState, recipientTrackingLink } = shipment
  if (!carrier && !trackingNumber) {
    return (
      <p className="text-sm text-muted">
        {shipment.status === 'cancelled'
          ? 'This shipment was cancelled before it left the warehouse.'
          : 'Tracking appears here once we have packed the parcel and booked the courier.'}
      </p>
    )
  }
  const arrival = arrivalFact(shipment)
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Carrier</dt>
          <dd className="mt-0.5 font-medium">{carrier ?? 'Not booked yet'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">Tracking number</dt>
          <dd className="mt-0.5 font-mono text-[13px] break-all">{trackingNumber ?? 'Not yet'}</dd>
        </div>
        <div>
          <dt className="text-muted">Where it is</dt>
          <dd className="mt-1">{trackingState ? <TrackingStateBadge state={trackingState} /> : 'Not scanned yet'}</dd>
        </div>
        <div>
          <dt className="text-muted">{arrival.term}</dt>
          <dd className="mt-0.5 font-medium first-letter:uppercase">{arrival.value}</dd>
        </div>
      </dl>
      <ParcelSteps state={trackingState} visited={shipment.timeline.map((moment) => moment.state)} />
      {recipientTrackingLink ? (
        <div className="border-t border-line pt-5">
          <CopyLinkButton
            url={recipientTrackingLink}
            label="The recipient’s tracking link"
            hint="Anyone with this link can follow the parcel without logging in. A recipient with an email address gets it from us when the parcel is out for delivery."
          />
        </div>
      ) : null}
    </div>
  )
}
