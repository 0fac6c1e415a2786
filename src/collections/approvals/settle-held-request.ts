import type { PayloadRequest } from 'payload'

import type { SpendSubject } from '@/collections/budgets/budget-ledger'
import { issueInvoiceIn } from '@/collections/payments/operations/issue-invoice'
import { APPROVED_SHIPMENT } from '@/collections/shipments/shipment-budget'
import type { ApprovalDecision } from '@/domain/approval'
import { clientError } from '@/platform/http/client-error'

/**
 * What the last decision on a held request does, in the decision's transaction under the request's
 * row lock: an approved shipment is booked (its charge reserved as approved), a declined one
 * cancelled (its stock returned); an approved project is invoiced on account (its total reserved
 * as approved), a declined one stays awaiting payment, to be paid by card. A project that can no
 * longer be invoiced refuses the decision, and nothing is written.
 */
export async function settleHeldRequest(tx: PayloadRequest, subject: SpendSubject, decision: ApprovalDecision): Promise<void> {
  if (subject.kind === 'shipment') {
    tx.context[APPROVED_SHIPMENT] = subject.id
    await tx.payload.update({
      collection: 'shipments',
      id: subject.id,
      data: { status: decision === 'approve' ? 'requested' : 'cancelled' },
      depth: 0,
      select: { status: true },
      overrideAccess: true,
      req: tx,
    })
    return
  }
  if (decision === 'decline') return
  const invoiced = await issueInvoiceIn(tx, subject.id, null)
  if (!invoiced.ok) throw clientError(invoiced.message, invoiced.status)
}
