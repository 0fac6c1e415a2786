import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { releaseBudgets, reserveBudgets } from '@/collections/budgets/budget-ledger'
import { approvalNeedOf, type Spend } from '@/collections/approvals/approval-need'
import { openApproval } from '@/collections/approvals/hold-for-approval'
import { relationId } from '@/platform/relation-id'

/**
 * A requested shipment's postage and handling is spend: it is booked if it fits every budget its
 * member falls under and no approval rule of the company holds it, and otherwise held for approval
 * with the reason (approval-need.ts).
 */
export const approvalStatusFor = async (req: PayloadRequest, spend: Spend): Promise<{ status: 'requested' | 'held'; holdReason: string | null }> => {
  const need = await approvalNeedOf(req, spend)
  return need ? { status: 'held', holdReason: need.reason } : { status: 'requested', holdReason: null }
}

/**
 * The request context key through which a decision approves one held shipment: only then may it
 * go from held to requested (shipment-status-hook.ts). Clients cannot set a request's context.
 */
export const APPROVED_SHIPMENT = 'approvedShipment'

const spendOf = (data: Record<string, unknown>, doc: Record<string, unknown>, previousDoc?: Record<string, unknown>) => ({
  company: relationId(data.company ?? doc.company ?? previousDoc?.company)!,
  member: relationId(data.customer ?? doc.customer ?? previousDoc?.customer)!,
  amount: Number(data.charge ?? previousDoc?.charge ?? 0),
  subject: { kind: 'shipment' as const, id: Number(doc.id) },
  description: `Shipment #${doc.id}: postage and handling`,
})

/**
 * In the transaction that creates a shipment: a requested one reserves its charge; a held one opens
 * its approval with the chain it waits for. When its last step is approved, its charge is reserved
 * as approved.
 */
export const reserveShipmentBudget: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  const spend = spendOf(data, doc, previousDoc)
  if (operation === 'create' && status === 'held') {
    // Taken again as the booking's check took it, in the same transaction and under the same locks.
    const need = await approvalNeedOf(req, spend)
    if (!need) throw new Error(`Shipment #${doc.id} was held, yet nothing holds it now.`)
    await openApproval(req, { company: spend.company, subject: spend.subject, requestedBy: spend.member, amount: spend.amount, ...need })
  } else if (operation === 'create' && status === 'requested') {
    await reserveBudgets(req, spend)
  } else if (operation === 'update' && previousDoc?.status === 'held' && status === 'requested') {
    await reserveBudgets(req, spend, { approved: true })
  }
  return doc
}

/** A cancelled shipment gives back what it reserved, once. */
export const releaseShipmentBudget: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  if (operation !== 'update' || status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc
  await releaseBudgets(req, { kind: 'shipment', id: Number(doc.id) }, `Shipment #${doc.id} cancelled`)
  return doc
}
