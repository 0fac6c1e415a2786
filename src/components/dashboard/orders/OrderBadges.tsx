import { Badge } from '@/components/ui/StatusBadge'
import { isPaymentStatus, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@/domain/payment-status'
import type { ArtworkReviewState, ArtworkSummary } from '@/domain/review-links'

const PAYMENT_TONES: Record<string, string> = {
  unpaid: 'bg-stone-100 text-stone-700 ring-stone-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  invoiced: 'bg-violet-50 text-violet-800 ring-violet-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-200',
}

/** Payment status, with the method beside it when there is one ("Paid · Card"). */
export function PaymentBadge({ status, method }: { status: string | null; method?: string | null }) {
  const value = status ?? 'unpaid'
  const label = isPaymentStatus(value) ? PAYMENT_STATUS_LABELS[value] : value
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone={PAYMENT_TONES[value]}>{label}</Badge>
      {method ? <span className="text-xs text-muted">{PAYMENT_METHOD_LABELS[method] ?? method}</span> : null}
    </span>
  )
}

const ARTWORK: Record<ArtworkReviewState, { label: string; tone: string }> = {
  pending: { label: 'Awaiting approval', tone: 'bg-orange-50 text-orange-800 ring-orange-200' },
  approved: { label: 'Approved', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  changes_requested: { label: 'Changes requested', tone: 'bg-red-50 text-red-800 ring-red-200' },
}

/** One artwork item's state; a pending item without a proof yet is still with our designers. */
export function ArtworkStateBadge({ state, hasProof }: { state: ArtworkReviewState; hasProof: boolean }) {
  if (state === 'pending' && !hasProof) return <Badge>Proof in progress</Badge>
  return <Badge tone={ARTWORK[state].tone}>{ARTWORK[state].label}</Badge>
}

/** The artwork of a whole order in a few words, for list rows. */
export function ArtworkSummaryText({ summary }: { summary: ArtworkSummary }) {
  if (summary.total === 0) return <span className="text-muted">—</span>
  if (summary.awaiting > 0) {
    return <Badge tone={ARTWORK.pending.tone}>{summary.awaiting} to approve</Badge>
  }
  if (summary.changesRequested > 0) {
    return <Badge tone={ARTWORK.changes_requested.tone}>{summary.changesRequested} with changes</Badge>
  }
  if (summary.approved === summary.total) return <Badge tone={ARTWORK.approved.tone}>All approved</Badge>
  return <span className="text-sm text-muted">Proofs in progress</span>
}
