import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'
import type { CompanyRole } from '@/domain/company-roles'
import type { SpendSubject } from '@/collections/budgets/budget-ledger'

import { announceApproval } from './approver-notice'

export type HeldRequest = { company: number; subject: SpendSubject; requestedBy: number; amount: number; reason: string; steps: CompanyRole[] }

/**
 * A held request's approval, opened in the transaction that holds it with the chain it waits
 * for; the members who may decide its first step are told by email (approver-notice.ts).
 */
export const openApproval = async (req: PayloadRequest, { subject, steps, ...held }: HeldRequest): Promise<void> => {
  const approval = await req.payload.create({
    collection: 'approvals',
    data: { ...held, [subject.kind]: subject.id, steps: steps.map((role) => ({ role })), currentStep: 0, status: 'pending' },
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

/**
 * A project waiting for approval to be paid on account and paid by card meanwhile no longer needs
 * the approval: it is cancelled in the payment's transaction, under the project's row lock a
 * decision also takes.
 */
export const cancelOnAccountApproval: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.paymentStatus !== 'paid' || previousDoc?.paymentStatus === 'paid') return doc
  await runStatement(
    req,
    (sql) => sql`UPDATE approvals SET status = 'cancelled', updated_at = ${new Date().toISOString()}
      WHERE project_id = ${relationId(doc.id)} AND status = 'pending'`,
  )
  return doc
}
