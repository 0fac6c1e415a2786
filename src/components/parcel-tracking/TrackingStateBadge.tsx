import { Badge } from '@/components/ui/StatusBadge'
import { trackingStateLabel, type TrackingState } from '@/domain/delivery/tracking'

const tones: Record<TrackingState, string> = {
  label_created: 'bg-stone-100 text-stone-700 ring-stone-200',
  in_transit: 'bg-sky-50 text-sky-800 ring-sky-200',
  out_for_delivery: 'bg-violet-50 text-violet-800 ring-violet-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  exception: 'bg-amber-50 text-amber-900 ring-amber-300',
  returned_to_sender: 'bg-rose-50 text-rose-800 ring-rose-200',
}

/** Where the carrier last said the parcel was, as a pill. */
export function TrackingStateBadge({ state }: { state: TrackingState }) {
  return <Badge tone={tones[state]}>{trackingStateLabel(state)}</Badge>
}
