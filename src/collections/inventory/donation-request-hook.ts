import type { CollectionAfterChangeHook } from 'payload'

import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'

/** A Donated adjustment answers the customer's request to donate the item: the request is closed. */
export const closeDonationRequest: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  if (operation !== 'create' || data.reason !== 'donated') return doc
  const item = relationId(data.inventoryItem)
  if (item !== null) {
    await runStatement(req, (sql) => sql`UPDATE inventory_items SET donation_requested_at = NULL, donation_requested_by_id = NULL WHERE id = ${item}`)
  }
  return doc
}
