import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { budgetVerdict, releaseBudgets, reserveBudgets } from '@/collections/budgets/budget-ledger'
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

/** Reserves a requested shipment's charge in the transaction that creates it. */
export const reserveShipmentBudget: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  const status = data.status ?? doc.status
  const charge = Number(data.charge ?? 0)
  if (operation !== 'create' || status !== 'requested' || charge <= 0) return doc
  await reserveBudgets(req, {
    company: relationId(data.company ?? doc.company)!,
    member: relationId(data.customer ?? doc.customer)!,
    amount: charge,
    shipment: Number(doc.id),
    description: `Shipment #${doc.id}: postage and handling`,
  })
  return doc
}

/** A cancelled shipment gives back what it reserved, once. */
export const releaseShipmentBudget: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  if (operation !== 'update' || status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc
  await releaseBudgets(req, Number(doc.id), `Shipment #${doc.id} cancelled`)
  return doc
}
