import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/platform/relation-id'
import { recordAudit } from './record-audit'

/** One entry for each status a project, order or shipment enters, creation included. */
export const auditStatusChange = (label: (doc: Record<string, unknown>) => string): CollectionAfterChangeHook => {
  const recordStatusChange: CollectionAfterChangeHook = async ({ collection, data, doc, operation, previousDoc, req }) => {
    const from = operation === 'create' ? null : (previousDoc?.status as string | undefined)
    // `data` is what was written; `doc` holds only the fields the caller selected.
    const to = (data?.status ?? doc.status) as string | undefined
    if (to === from || to === undefined) return doc
    const name = label({ ...previousDoc, ...data, ...doc })
    await recordAudit(req, {
      action: 'status_change',
      collectionSlug: collection.slug,
      documentId: doc.id,
      fromStatus: from,
      toStatus: to,
      summary: from ? `${name}: ${from} → ${to}` : `${name} created as ${to}`,
    })
    return doc
  }
  return recordStatusChange
}

/** Every payment event a gateway reported, filed under the project it paid for. */
export const auditPaymentEvent: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await recordAudit(req, {
    action: 'payment_event',
    collectionSlug: 'projects',
    documentId: relationId(doc.project) ?? 'unknown',
    delta: doc.amount ?? null,
    summary: `Payment event ${doc.eventId} (${doc.source}, ${doc.amount ?? '?'} cents): ${doc.outcome}`,
  })
  return doc
}

/** Every stock movement, filed under its inventory item: the units moved, why, and the ledger entry. */
export const auditStockMovement: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  if (operation !== 'create') return doc
  // `data` holds what was written; `doc` only the fields the caller selected.
  await recordAudit(req, {
    action: 'stock_movement',
    collectionSlug: 'inventory-items',
    documentId: relationId(data.inventoryItem) ?? 'unknown',
    delta: data.delta,
    summary: `${data.delta > 0 ? '+' : ''}${data.delta} units, ${data.reason}${data.note ? ` (${data.note})` : ''}; ledger entry #${doc.id}`,
  })
  return doc
}
