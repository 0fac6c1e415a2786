import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { clientError } from '@/platform/http/client-error'
import { relationId } from '@/platform/relation-id'

const ownerOf = async (req: PayloadRequest, collection: 'orders' | 'line-items', id: number, missing: string) => {
  const doc = await req.payload.findByID({ collection, id, depth: 0, req, select: { customer: true }, disableErrors: true })
  if (!doc) throw clientError(missing, 400)
  return relationId(doc.customer)
}

/**
 * A proof belongs to the customer of the order and line item it is for: the owner is taken from
 * them whenever they are given, so staff need not pick it, and on every write path a proof can
 * never end up with one customer's order and another customer's name.
 */
export const deriveProofOwner: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const pick = (field: 'order' | 'lineItem' | 'customer') => relationId(field in data ? data[field] : originalDoc?.[field])
  const orderId = pick('order')
  const lineItemId = pick('lineItem')
  const orderOwner = orderId === null ? null : await ownerOf(req, 'orders', orderId, 'That order does not exist.')
  const lineOwner = lineItemId === null ? null : await ownerOf(req, 'line-items', lineItemId, 'That line item does not exist.')
  if (orderOwner !== null && lineOwner !== null && orderOwner !== lineOwner) {
    throw clientError('That line item belongs to another customer than the order.', 400)
  }
  const owner = orderOwner ?? lineOwner
  if (owner === null) return data
  const chosen = pick('customer')
  if (chosen !== null && chosen !== owner) {
    const source = orderOwner !== null ? 'order' : 'line item'
    throw clientError(`The customer must be the ${source}’s customer. Leave Customer empty to use it.`, 400)
  }
  return { ...data, customer: owner }
}
