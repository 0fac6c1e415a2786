import { MapPin, Package } from 'lucide-react'

import { Card } from '@/components/ui/Card'
import { DUTY_TERMS_LABELS } from '@/domain/delivery/customs'
import { formatCents } from '@/domain/pricing'
import type { ShipmentSummary } from '@/features/dashboard/shipments'

/** Who the parcel goes to, in full, and what is in it: the shipment page's side column. */
export function ShipmentContents({ shipment }: { shipment: ShipmentSummary }) {
  const { recipient } = shipment
  return (
    <div className="min-w-0 space-y-6">
      <Card title="Recipient">
        <div className="flex gap-3 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          {recipient ? (
            <div className="min-w-0">
              <p className="font-medium">{recipient.name}</p>
              {recipient.company ? <p className="text-muted">{recipient.company}</p> : null}
              <p className="text-muted">{recipient.address}</p>
            </div>
          ) : (
            <p className="text-muted">Recipient removed from your address book</p>
          )}
        </div>
      </Card>
      <Card title={`Items (${shipment.items.length})`}>
        <ul className="space-y-2 text-sm">
          {shipment.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="flex min-w-0 gap-2">
                <Package className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                <span>
                  {item.title}
                  {item.detail ? <span className="text-muted"> · {item.detail}</span> : null}
                </span>
              </span>
              <span className="shrink-0 tabular-nums text-muted">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 border-t border-line pt-3 text-xs text-muted">
          {`${shipment.units} ${shipment.units === 1 ? 'unit' : 'units'} in total`}
          {shipment.charge !== null ? ` · postage and handling ${formatCents(shipment.charge)}` : null}
        </p>
        {shipment.duties ? (
          <p className="mt-1 text-xs text-muted">
            Customs: {DUTY_TERMS_LABELS[shipment.duties.terms]}
            {shipment.duties.estimatedCents > 0 ? `, estimated at ${formatCents(shipment.duties.estimatedCents)} AUD` : ', none expected'}.
          </p>
        ) : null}
      </Card>
    </div>
  )
}
