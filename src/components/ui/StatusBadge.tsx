import { statusLabel } from '@/domain/project-status'

const tones: Record<string, string> = {
  pending: 'bg-stone-100 text-stone-700 ring-stone-200',
  proposal_sent: 'bg-amber-50 text-amber-800 ring-amber-200',
  awaiting_confirmation: 'bg-sky-50 text-sky-800 ring-sky-200',
  awaiting_payment: 'bg-orange-50 text-orange-800 ring-orange-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
}

/** A project or order status as a coloured pill with its label. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status]}>{statusLabel(status)}</Badge>
}

/** A small pill; `tone` is a set of background, text and ring colour classes. */
export function Badge({ tone, children }: { tone?: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone ?? 'bg-stone-100 text-stone-700 ring-stone-200'}`}
    >
      {children}
    </span>
  )
}
