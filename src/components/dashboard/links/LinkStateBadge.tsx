import { Badge } from '@/components/ui/StatusBadge'
import type { LinkState } from '@/domain/recipient-link'

const tones: Record<LinkState | 'claimed', string> = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  full: 'bg-sky-50 text-sky-800 ring-sky-200',
  claimed: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-amber-50 text-amber-800 ring-amber-200',
  closed: 'bg-stone-100 text-stone-700 ring-stone-200',
}

/** Whether a link still takes responses, as a coloured pill. */
export function LinkStateBadge({ state, label }: { state: LinkState | 'claimed'; label: string }) {
  return <Badge tone={tones[state]}>{label}</Badge>
}
