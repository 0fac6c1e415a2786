import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/platform/relation-id'

type ProofVersion = { artworkProof?: unknown; replacedAt?: string | null }
type ReviewItem = {
  id?: string
  status?: string
  artworkProof?: unknown
  previousProofs?: ProofVersion[] | null
  customerComments?: string | null
  reviewedBy?: string | null
  reviewedAt?: string | null
}

/**
 * Uploading a new proof for an artwork item keeps the one it replaces in the item's history and
 * asks for a fresh review: the verdict given on the old proof does not carry over to the new one.
 */
export const keepProofHistory: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !Array.isArray(data.artworkReviewItems)) return data
  const before = new Map<string, ReviewItem>(((originalDoc?.artworkReviewItems ?? []) as ReviewItem[]).map((item) => [String(item.id), item]))
  const items = (data.artworkReviewItems as ReviewItem[]).map((item) => {
    const original = before.get(String(item.id))
    const oldProof = relationId(original?.artworkProof)
    if (!original || oldProof === null || oldProof === relationId(item.artworkProof)) return item
    return {
      ...item,
      previousProofs: [...(original.previousProofs ?? []), { artworkProof: oldProof, replacedAt: new Date().toISOString() }],
      status: 'pending',
      customerComments: null,
      reviewedBy: null,
      reviewedAt: null,
    }
  })
  return { ...data, artworkReviewItems: items }
}
