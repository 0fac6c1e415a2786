import { FileText, MessageSquare } from 'lucide-react'

import { Picture } from '@/components/dashboard/projects/Picture'
import { formatDateTime } from '@/domain/display-date'
import type { ArtworkItemView } from '@/features/dashboard/orders'
import { ArtworkStateBadge } from './OrderBadges'

function ProofPreview({ item }: { item: ArtworkItemView }) {
  const proof = item.proof
  if (!proof) {
    return <Picture picture={null} size={112} className="shrink-0 rounded-xl border border-line" />
  }
  if (proof.isPdf || !proof.thumbnail) {
    return (
      <a
        href={proof.url}
        target="_blank"
        rel="noopener"
        className="flex size-28 shrink-0 flex-col items-center justify-center gap-1 rounded-xl border border-line bg-sand text-xs font-medium hover:border-ink"
      >
        <FileText className="size-6" aria-hidden />
        PDF proof
        <span className="sr-only"> for {item.lineItemTitle} (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a href={proof.url} target="_blank" rel="noopener" className="shrink-0 rounded-xl hover:opacity-90">
      <Picture
        picture={{ src: proof.thumbnail, alt: `Artwork proof for ${item.lineItemTitle}` }}
        size={112}
        className="rounded-xl border border-line"
      />
      <span className="sr-only"> (opens full size in a new tab)</span>
    </a>
  )
}

/** Each line's artwork proof, its review state, the customer's comment and who decided when. */
export function ArtworkReviewList({ items }: { items: ArtworkItemView[] }) {
  if (items.length === 0) return <p className="text-sm text-muted">No artwork to review on this order.</p>
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 py-5 first:pt-0 last:pb-0">
          <ProofPreview item={item} />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{item.lineItemTitle}</h3>
              <ArtworkStateBadge state={item.status} hasProof={item.proof !== null} />
            </div>
            {item.proof ? (
              <p className="text-xs text-muted">Proof version {item.proof.version}</p>
            ) : (
              <p className="text-sm text-muted">Our designers are preparing this proof.</p>
            )}
            {item.customerComments ? (
              <blockquote className="flex gap-2 rounded-xl bg-paper p-3 text-sm">
                <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                <p className="whitespace-pre-line">{item.customerComments}</p>
              </blockquote>
            ) : null}
            {item.reviewedAt ? (
              <p className="text-xs text-muted">
                {`${item.status === 'approved' ? 'Approved' : 'Reviewed'}${item.reviewedBy ? ` by ${item.reviewedBy}` : ''} on `}
                <time dateTime={item.reviewedAt}>{formatDateTime(item.reviewedAt)}</time>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
