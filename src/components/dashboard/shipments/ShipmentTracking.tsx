import { ExternalLink } from 'lucide-react'

import { TrackingStateBadge } from '@/components/parcel-tracking/TrackingStateBadge'
import { estimateText, expectsDelivery } from '@/components/parcel-tracking/parcel-progress'
import { buttonClasses } from '@/components/ui/button'
import type { ShipmentSummary } from '@/features/dashboard/shipments'

/** Who carries the parcel, where the carrier last saw it, when it should arrive, and the way to follow it. */
export function ShipmentTracking({ shipment }: { shipment: ShipmentSummary }) {
  const { carrier, service, trackingNumber, trackingState, estimatedDelivery, trackingUrl } = shipment
  return (
    <>
      {carrier || trackingNumber || trackingState ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:justify-end">
          {carrier || trackingNumber ? (
            <p className="text-muted">
              {carrier ?? 'Consignment'}
              {service ? ` ${service}` : ''}
              {trackingNumber ? (
                <>
                  {' · '}
                  <span className="font-mono text-xs text-ink">{trackingNumber}</span>
                </>
              ) : null}
            </p>
          ) : null}
          {trackingState ? <TrackingStateBadge state={trackingState} /> : null}
        </div>
      ) : null}
      {estimatedDelivery && expectsDelivery(trackingState) ? (
        <p className="text-muted">
          Estimated delivery <span className="text-ink">{estimateText(estimatedDelivery)}</span>
        </p>
      ) : null}
      {trackingUrl ? (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
          Track parcel
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </>
  )
}
