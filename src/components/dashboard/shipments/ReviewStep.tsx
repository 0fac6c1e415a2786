import { MapPin } from 'lucide-react'

import type { ShipmentSelection } from '@/domain/shipment-selection'
import type { AddressBookEntry } from '@/collections/shipments/address-book'
import { ItemThumb } from '@/components/dashboard/inventory/ItemThumb'

const RECIPIENTS_SHOWN = 8

/** Step 3: what will be requested — the items each recipient gets, and everyone it goes to. */
export function ReviewStep({ items, recipients }: { items: ShipmentSelection; recipients: AddressBookEntry[] }) {
  const count = recipients.length
  const hidden = Math.max(0, count - RECIPIENTS_SHOWN)
  return (
    <div className="space-y-6">
      <section aria-labelledby="review-items" className="rounded-2xl border border-line bg-white">
        <h2 id="review-items" className="border-b border-line px-5 py-3.5 text-sm font-semibold">
          {count > 1 ? 'Each shipment contains' : 'Items'}
        </h2>
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.inventoryItem} className="flex items-center gap-3 px-5 py-3 text-sm">
              <ItemThumb src={item.imageUrl} alt="" size="sm" />
              <span className="min-w-0 flex-1">
                <span className="font-medium">{item.title}</span>
                {item.detail ? <span className="block text-xs text-muted">{item.detail}</span> : null}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                × {item.quantity}
                {count > 1 ? <span className="block text-xs text-muted">{(item.quantity * count).toLocaleString('en-AU')} in total</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-recipients" className="rounded-2xl border border-line bg-white">
        <h2 id="review-recipients" className="border-b border-line px-5 py-3.5 text-sm font-semibold">
          {count === 1 ? 'Going to' : `Going to ${count} recipients, one shipment each`}
        </h2>
        <ul className="divide-y divide-line">
          {recipients.slice(0, RECIPIENTS_SHOWN).map((recipient) => (
            <li key={recipient.id} className="flex gap-3 px-5 py-3 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
              <span className="min-w-0">
                <span className="font-medium">{recipient.name}</span>
                {recipient.company ? <span className="text-muted"> · {recipient.company}</span> : null}
                <span className="block text-muted">{recipient.address}</span>
              </span>
            </li>
          ))}
          {hidden > 0 ? <li className="px-5 py-3 text-sm text-muted">and {hidden} more</li> : null}
        </ul>
      </section>
    </div>
  )
}
