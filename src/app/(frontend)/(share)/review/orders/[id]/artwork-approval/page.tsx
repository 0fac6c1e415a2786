import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { ArtworkReviewCard, type ArtworkItemView } from '@/components/review/ArtworkReviewCard'
import { LinkUsed } from '@/components/review/LinkUsed'
import { ReviewHeading } from '@/components/review/ReviewHeading'
import { getSessionUser } from '@/features/auth/current-customer'
import { imageUrl } from '@/platform/storage/media'
import { payloadClient } from '@/payload-client'
import { ARTWORK_OPEN_STATUSES, ARTWORK_PAGE_STATUSES } from '@/domain/review-statuses'
import { guardSharePage } from '@/features/review/share-guard'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { submitArtworkReview } from '@/features/review/artwork-actions'

export const metadata: Metadata = { title: 'Approve artwork' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[] }> }

type Proof = { url?: string | null; mimeType?: string | null; filename?: string | null; version?: number | null }

/**
 * /review/orders/{id}/artwork-approval?key=… — the share guard first (a wrong link learns nothing,
 * not even that a login would be asked for), then a login as the order's owner or staff.
 */
export default async function ArtworkApprovalPage({ params, searchParams }: Props) {
  const [{ id }, { key }] = await Promise.all([params, searchParams])
  const { doc, applies } = await guardSharePage('orders', id, key, ARTWORK_PAGE_STATUSES)
  if (!applies) return <LinkUsed contact={(await getSiteSettings()).supplier} />
  const shareKey = key as string
  const user = await getSessionUser()
  if (!user) redirect(`/auth?next=${encodeURIComponent(`/review/orders/${doc.id}/artwork-approval?key=${shareKey}`)}`)
  if (user.collection === 'customers' && user.id !== doc.customer) notFound()
  const payload = await payloadClient()
  const order = await payload.findByID({
    collection: 'orders',
    id: doc.id,
    depth: 1,
    user,
    overrideAccess: false,
    select: { name: true, status: true, artworkReviewItems: true },
    populate: {
      'line-items': { title: true, quantity: true },
      'artwork-proofs': { url: true, mimeType: true, filename: true, version: true, sizes: true },
    },
  })
  const open = (ARTWORK_OPEN_STATUSES as readonly string[]).includes(order.status)
  const items: ArtworkItemView[] = (order.artworkReviewItems ?? []).map((item, index) => {
    const line = typeof item.lineItem === 'object' && item.lineItem ? item.lineItem : null
    const proof = typeof item.artworkProof === 'object' && item.artworkProof ? (item.artworkProof as Proof) : null
    return {
      id: item.id ?? String(index),
      title: line?.title ?? `Item ${index + 1}`,
      quantity: line?.quantity ?? null,
      status: item.status,
      comment: item.customerComments ?? null,
      reviewedBy: item.reviewedBy ?? null,
      reviewedAt: item.reviewedAt ?? null,
      proof: proof
        ? {
            url: proof.mimeType === 'application/pdf' ? (imageUrl(proof) ?? '') : (imageUrl(proof, 'xl') ?? ''),
            fullUrl: imageUrl(proof) ?? '',
            isPdf: proof.mimeType === 'application/pdf',
            version: proof.version ?? 1,
          }
        : null,
    }
  })
  const approved = items.filter((item) => item.status === 'approved').length
  const changesRequested = items.filter((item) => item.status === 'changes_requested').length
  return (
    <>
      <ReviewHeading eyebrow="Approve artwork" title={order.name}>
        {open
          ? 'Check each proof closely: spelling, colours, size and placement. Approve it, or tell us what to change.'
          : 'Every proof is approved. Thank you — your order is with our production team.'}
      </ReviewHeading>
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-live="polite">
        <span className="font-medium" data-testid="artwork-progress">
          {approved} of {items.length} approved
        </span>
        {changesRequested ? <span className="text-amber-800">{changesRequested} with changes requested</span> : null}
      </div>
      <div className="space-y-6">
        {items.map((item) => (
          <ArtworkReviewCard key={item.id} item={item} open={open} action={submitArtworkReview.bind(null, id, shareKey)} />
        ))}
      </div>
    </>
  )
}
