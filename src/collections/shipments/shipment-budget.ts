import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { budgetVerdict, releaseBudgets, reserveBudgets } from '@/collections/budgets/budget-ledger'
import { openApproval } from '@/collections/approvals/hold-for-approval'
import { relationId } from '@/platform/relation-id'

/**
 * A requested shipment's postage and handling is spend: it is booked if it fits every budget its
 * member falls under, and otherwise held for approval with the reason. The verdict locks the
 * budgets until the shipment's transaction ends, so the reservation written after the shipment
 * (reserveShipmentBudget) is made against the same standing.
 */
export const budgetStatusFor = async (
  req: PayloadRequest,
  shipment: { company: number; member: number; charge: number },
): Promise<{ status: 'requested' | 'held'; holdReason: string | null }> => {
  const verdict = await budgetVerdict(req, shipment.company, shipment.member, shipment.charge)
  return verdict.fits ? { status: 'requested', holdReason: null } : { status: 'held', holdReason: verdict.reason }
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
  shipment: Number(doc.id),
  description: `Shipment #${doc.id}: postage and handling`,
})

/**
 * In the transaction that creates a shipment: a requested one reserves its charge; a held one opens
 * its approval. When an approver approves a held one, its charge is reserved as approved.
 */
export const reserveShipmentBudget: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  const spend = spendOf(data, doc, previousDoc)
  if (operation === 'create' && status === 'held') {
    await openApproval(req, {
      company: spend.company,
      shipment: spend.shipment,
      requestedBy: spend.member,
      amount: spend.amount,
      reason: String(data.holdReason),
    })
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
  await releaseBudgets(req, Number(doc.id), `Shipment #${doc.id} cancelled`)
  return doc
}
