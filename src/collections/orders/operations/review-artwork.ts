import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isStaff } from '@/access/roles'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@/domain/input-shape'
import { sendArtworkApproved, sendArtworkChangesRequested } from '@/email/review-notifications'
import { serverURL } from '@/platform/http/server-url'
import { refusal, type Result } from '@/platform/result'
import { lockedDocument } from '@/platform/database/locked-document'
import { inTransaction } from '@/platform/database/transactions'

export const artworkVerdictSchema = z
  .object({
    itemId: z.string().min(1).max(64),
    verdict: z.enum(['approved', 'changes_requested']),
    comment: z
      .string()
      .trim()
      .max(2000, 'Keep the comment under 2,000 characters.')
      .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
      .default(''),
  })
  .refine((value) => value.verdict === 'approved' || value.comment.length > 0, {
    path: ['comment'],
    message: 'Tell us what to change.',
  })

export type ArtworkVerdict = z.infer<typeof artworkVerdictSchema>

/** Whether every proof of the order is now approved. */
export type ArtworkReviewed = { allApproved: boolean }

type ReviewItem = { id?: string | null; status?: string | null; lineItem?: unknown; artworkProof?: unknown; customerComments?: string | null }

const lineTitle = (item: ReviewItem) =>
  typeof item.lineItem === 'object' && item.lineItem ? ((item.lineItem as { title?: string }).title ?? 'Item') : 'Item'

/** Staff hear that every proof is approved, or which proofs need changes and why. */
const tellStaff = async (
  req: PayloadRequest,
  verdict: ArtworkVerdict,
  review: { orderId: number; orderName: string; allApproved: boolean; reviewer: string },
) => {
  const { payload } = req
  const adminLink = `${serverURL()}/admin/collections/orders/${review.orderId}`
  const { orderName, reviewer } = review
  if (review.allApproved) await sendArtworkApproved(payload, { orderName, reviewer, adminLink }, req)
  if (verdict.verdict !== 'changes_requested') return
  const populated = await payload.findByID({ collection: 'orders', id: review.orderId, depth: 1, req, select: { artworkReviewItems: true } })
  const items = ((populated.artworkReviewItems ?? []) as ReviewItem[]).filter((item) => item.status === 'changes_requested' && item.customerComments)
  await sendArtworkChangesRequested(
    payload,
    { orderName, reviewer, adminLink, items: items.map((item) => ({ title: lineTitle(item), comment: item.customerComments! })) },
    req,
  )
}

/**
 * The order's owner (or staff) approves a proof or asks for changes. Written as that user, so the
 * order's access rules and the review hook (who and when) apply; when every proof is approved the
 * order moves on to awaiting_confirmation in the same write. Staff's email is queued in the same
 * transaction.
 */
export async function reviewArtwork(
  payload: Payload,
  orderId: number,
  user: NonNullable<PayloadRequest['user']>,
  verdict: ArtworkVerdict,
): Promise<Result<ArtworkReviewed>> {
  return inTransaction<Result<ArtworkReviewed>>(
    payload,
    async (req) => {
      const order = await lockedDocument(req, 'orders', orderId, {
        depth: 0,
        user,
        overrideAccess: false,
        disableErrors: true,
        select: { name: true, status: true, artworkReviewItems: true },
      })
      if (!order) return refusal(404, 'There is no such order.')
      if (order.status !== 'proposal_sent') return refusal(409, 'The artwork of this order is no longer open for review.')
      const items = (order.artworkReviewItems ?? []) as ReviewItem[]
      const target = items.find((item) => item.id === verdict.itemId)
      if (!target?.artworkProof) return refusal(409, 'That proof is not awaiting your review.')
      const next = items.map((item) =>
        item.id === verdict.itemId ? { ...item, status: verdict.verdict, customerComments: verdict.comment || null } : item,
      )
      const allApproved = next.every((item) => item.status === 'approved')
      await req.payload.update({
        collection: 'orders',
        id: orderId,
        data: { artworkReviewItems: next as never, ...(allApproved ? { status: 'awaiting_confirmation' as const } : {}) },
        req,
        user,
        overrideAccess: false,
        depth: 0,
        // Staff approving through the link act as its reviewer; an owner is the owner.
        context: isStaff(user) ? { statusActor: 'reviewer' } : {},
      })
      await tellStaff(req, verdict, { orderId, orderName: order.name, allApproved, reviewer: (user as { email?: string }).email ?? 'A reviewer' })
      return { ok: true, allApproved }
    },
    { user },
  )
}
