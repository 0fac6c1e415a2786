'use server'

import { getSessionUser } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { artworkVerdictSchema, reviewArtwork } from '@/collections/orders/operations/review-artwork'
import { ARTWORK_OPEN_STATUSES } from '@/domain/review-statuses'
import { guardShareAction, isRefusal, LINK_NOT_VALID } from '@/features/review/share-guard'
import { refusal, refusingErrors } from '@/platform/result'

/** Approve a proof or ask for changes: the share guard, a signed-in owner or staff member, a checked verdict. */
export async function submitArtworkReview(orderId: string, key: string, input: unknown) {
  return refusingErrors(await payloadClient(), 'Nothing was saved.', async () => {
    const order = await guardShareAction('orders', orderId, key, ARTWORK_OPEN_STATUSES)
    if (isRefusal(order)) return order
    const user = await getSessionUser()
    if (!user) return refusal(401, 'Log in to review the artwork.')
    if (user.collection === 'customers' && user.id !== order.customer) return LINK_NOT_VALID
    const verdict = artworkVerdictSchema.safeParse(input)
    if (!verdict.success) {
      const issue = verdict.error.issues[0]!
      return refusal(400, issue.message, issue.path[0] === 'comment' ? { comment: issue.message } : undefined)
    }
    return reviewArtwork(await payloadClient(), order.id, user, verdict.data)
  })
}
