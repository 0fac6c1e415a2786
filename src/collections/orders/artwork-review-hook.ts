import type { CollectionBeforeChangeHook } from 'payload'

import { isCustomer } from '@/access/roles'
import { clientError } from '@/platform/http/client-error'

type ReviewItem = {
  id?: string
  status?: string
  lineItem?: unknown
  artworkProof?: unknown
  customerComments?: string | null
  reviewedBy?: string | null
  reviewedAt?: string | null
}

/**
 * A customer reviewing artwork may set only the verdict and comment of existing items; who and
 * when are recorded here, never taken from the client.
 */
export const recordArtworkReview: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !Array.isArray(data.artworkReviewItems)) return data
  const before = new Map<string, ReviewItem>(((originalDoc?.artworkReviewItems ?? []) as ReviewItem[]).map((item) => [String(item.id), item]))
  const reviewer = typeof req.context?.reviewer === 'string' ? req.context.reviewer : (req.user as { email?: string } | null)?.email
  const items = (data.artworkReviewItems as ReviewItem[]).map((item) => {
    const original = before.get(String(item.id))
    if (isCustomer(req.user)) {
      if (!original) throw clientError('Artwork items can only be reviewed, not added.', 400)
      if (item.status === 'changes_requested' && !item.customerComments?.trim()) {
        throw clientError('Tell us what to change in a comment.', 400)
      }
      item = { ...original, status: item.status, customerComments: item.customerComments ?? null }
    }
    const changed = original && (original.status !== item.status || original.customerComments !== item.customerComments)
    return changed && item.status !== 'pending' ? { ...item, reviewedBy: reviewer ?? null, reviewedAt: new Date().toISOString() } : item
  })
  if (isCustomer(req.user) && items.length !== before.size) {
    throw clientError('Artwork items can only be reviewed, not removed.', 400)
  }
  return { ...data, artworkReviewItems: items }
}
