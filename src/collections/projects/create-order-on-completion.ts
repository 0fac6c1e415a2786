import type { CollectionAfterChangeHook } from 'payload'

import { isGoodsLine } from '@/domain/set-up-fee'
import { relationId } from '@/platform/relation-id'

/**
 * Completing a project creates its order: status pending, one artwork review item per line of goods
 * (a set-up fee has no artwork of its own).
 * Runs inside the completing request's transaction, and only on the change into `completed`.
 */
export const createOrderOnCompletion: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'completed' || previousDoc?.status === 'completed' || doc.order) return doc
  const { docs: lineItems } = await req.payload.find({
    collection: 'line-items',
    where: { project: { equals: doc.id } },
    sort: 'position',
    pagination: false,
    depth: 0,
    req,
    select: { position: true, isSetUpFee: true },
  })
  const order = await req.payload.create({
    collection: 'orders',
    data: {
      name: doc.name,
      status: 'pending',
      customer: relationId(doc.customer)!,
      project: doc.id,
      packingType: doc.packingType,
      numberOfPacks: doc.numberOfPacks,
      lineItems: lineItems.map((line) => line.id),
      artworkReviewItems: lineItems.filter(isGoodsLine).map((line) => ({ lineItem: line.id, status: 'pending' as const })),
      paymentMethod: doc.paymentMethod,
      paymentStatus: doc.paymentStatus,
      stripeTransactionId: doc.stripeTransactionId,
    },
    depth: 0,
    req,
  })
  await req.payload.update({ collection: 'projects', id: doc.id, data: { order: order.id }, depth: 0, req })
  return { ...doc, order: order.id }
}
