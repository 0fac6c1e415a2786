import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'
import type { CompanyRole } from '@/domain/company-roles'

import { announceApproval } from './approver-notice'

export type HeldRequest = { company: number; shipment: number; requestedBy: number; amount: number; reason: string; steps: CompanyRole[] }

/**
 * A held shipment's approval, opened in the transaction that holds it with the chain it waits
 * for; the members who may decide its first step are told by email (approver-notice.ts).
 */
export const openApproval = async (req: PayloadRequest, held: HeldRequest): Promise<void> => {
  const approval = await req.payload.create({
    collection: 'approvals',
    data: { ...held, steps: held.steps.map((role) => ({ role })), currentStep: 0, status: 'pending' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await announceApproval(req, approval)
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
