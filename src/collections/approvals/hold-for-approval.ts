import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'

/** A held shipment's approval, opened in the transaction that holds it. */
export const openApproval = async (
  req: PayloadRequest,
  held: { company: number; shipment: number; requestedBy: number; amount: number; reason: string },
): Promise<void> => {
  await req.payload.create({ collection: 'approvals', data: { ...held, status: 'pending' }, depth: 0, overrideAccess: true, req })
}

/**
 * A held shipment cancelled (by whoever asked, or staff) takes its waiting approval with it, in the
 * same transaction and under the shipment's row lock a decision also takes, so a decision made at
 * the same moment finds either the approval cancelled or the shipment already booked.
 */
export const cancelWaitingApproval: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  if (operation !== 'update' || status !== 'cancelled' || previousDoc?.status !== 'held') return doc
  await runStatement(
    req,
    (sql) => sql`UPDATE approvals SET status = 'cancelled', updated_at = ${new Date().toISOString()}
      WHERE shipment_id = ${relationId(doc.id)} AND status = 'pending'`,
  )
  return doc
}
