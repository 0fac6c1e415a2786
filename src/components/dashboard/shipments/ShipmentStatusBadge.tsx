import { Badge } from '@/components/ui/StatusBadge'
import { shipmentStatusLabel } from '@/domain/shipment-status'

const tones: Record<string, string> = {
  held: 'bg-orange-50 text-orange-800 ring-orange-200',
  requested: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-amber-50 text-amber-800 ring-amber-200',
  shipped: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  returned: 'bg-rose-50 text-rose-800 ring-rose-200',
  cancelled: 'bg-stone-100 text-stone-600 ring-stone-200',
}

export function ShipmentStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status]}>{shipmentStatusLabel(status)}</Badge>
}
