import { MapPin } from 'lucide-react'
import Link from 'next/link'

import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { ShipmentSummary } from '@/features/dashboard/shipments'
import { CancelShipmentButton } from './CancelShipmentButton'
import { shipmentTrouble } from './shipment-trouble'
import { ShipmentStatusBadge } from './ShipmentStatusBadge'
import { ShipmentTracking } from './ShipmentTracking'

const shipmentHref = (id: number) => `/dashboard/shipments/${id}`

/** One shipment in the list: who it goes to, what is in it, and where it is. */
export function ShipmentCard({ shipment }: { shipment: ShipmentSummary }) {
  const { recipient } = shipment
  const trouble = shipmentTrouble(shipment)
  return (
    <li className="rounded-2xl border border-line bg-white" data-testid={`shipment-${shipment.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-5 py-3.5">
        <h2 className="text-sm font-semibold">
          <Link href={shipmentHref(shipment.id)} className="underline-offset-4 hover:underline">
            Shipment #{shipment.id}
          </Link>
        </h2>
        <ShipmentStatusBadge status={shipment.status} />
        <p className="ml-auto text-xs text-muted">
          Requested {formatDate(shipment.createdAt)}
          {shipment.createdBy ? ` by ${shipment.createdBy}` : null}
        </p>
      </div>
      {shipment.holdReason ? <p className="border-b border-line bg-amber-50 px-5 py-2.5 text-sm text-amber-900">{shipment.holdReason}</p> : null}
      {trouble ? (
        <p
          className={`border-b border-line px-5 py-2.5 text-sm ${trouble.tone === 'returned' ? 'bg-rose-50 text-rose-900' : 'bg-amber-50 text-amber-900'}`}
        >
          <span className="font-semibold">{trouble.title}.</span> {trouble.text}
        </p>
      ) : null}
      <div className="grid gap-5 px-5 py-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_12rem]">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          {recipient ? (
            <div className="min-w-0 text-sm">
              <p className="font-medium">{recipient.name}</p>
              {recipient.company ? <p className="text-muted">{recipient.company}</p> : null}
              <p className="text-muted">{recipient.address}</p>
            </div>
          ) : (
            <p className="text-sm text-muted">Recipient removed from your address book</p>
          )}
        </div>
        <div className="text-sm">
          <p className="sr-only">Items</p>
          <ul className="space-y-1">
            {shipment.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {item.title}
                  {item.detail ? <span className="text-muted"> · {item.detail}</span> : null}
                </span>
                <span className="shrink-0 tabular-nums text-muted">× {item.quantity}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">
            {`${shipment.units} ${shipment.units === 1 ? 'unit' : 'units'} in total`}
            {shipment.charge !== null ? ` · postage and handling ${formatCents(shipment.charge)}` : null}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 text-sm md:items-end md:text-right">
          <p className="text-muted">
            {shipment.processedAt ? (
              <>
                Processed <span className="text-ink">{formatDate(shipment.processedAt)}</span>
              </>
            ) : shipment.status === 'cancelled' ? (
              'Not sent'
            ) : (
              'Not processed yet'
            )}
          </p>
          <ShipmentTracking shipment={shipment} />
          {shipment.status === 'requested' || shipment.status === 'held' ? (
            <div className="-ml-4 md:-mr-4 md:ml-0">
              <CancelShipmentButton shipmentId={shipment.id} recipientName={recipient?.name ?? 'this recipient'} />
            </div>
          ) : null}
        </div>
      </div>
    </li>
  )
}
