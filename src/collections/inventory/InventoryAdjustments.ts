import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isStaff, nobody, staffOnly } from '@/access/roles'
import { memberOfCompany } from '@/collections/companies/membership-access'
import { relationId } from '@/platform/relation-id'
import { auditStockMovement } from '../audit/audit-hooks'
import { closeDonationRequest } from './donation-request-hook'
import { bookLedgerDelta } from './ledger'
import { clientError } from '@/platform/http/client-error'
import { labelledOptions } from '@/fields/options'

/** Ledger entries are immutable; each one carries its owner and author. */
const prepareAdjustment: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!Number.isInteger(data.delta) || data.delta === 0) {
    throw clientError('The adjustment must be a whole number other than zero.', 400)
  }
  if (data.reason === 'correction' && !data.note?.trim()) {
    throw clientError('Say why the stock is being corrected.', 400)
  }
  if (data.reason === 'donated' && data.delta > 0) {
    throw clientError('A donation takes stock out: enter it as a negative number.', 400)
  }
  const item = await req.payload.findByID({
    collection: 'inventory-items',
    id: relationId(data.inventoryItem)!,
    depth: 0,
    req,
    select: { customer: true },
    disableErrors: true,
  })
  if (!item) throw clientError('That inventory item does not exist.', 400)
  return { ...data, customer: relationId(item.customer), createdBy: isStaff(req.user) ? req.user!.id : data.createdBy }
}

/**
 * Keeps the item's running balance equal to the sum of its ledger, atomically. Reads the entry
 * from `data` (what was written), since `doc` holds only the fields the caller selected.
 */
const applyToBalance: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  if (operation !== 'create') return doc
  const item = await req.payload.findByID({
    collection: 'inventory-items',
    id: relationId(data.inventoryItem)!,
    depth: 0,
    req,
    select: { title: true },
  })
  await bookLedgerDelta(req, item.id, data.delta, item.title)
  return doc
}

export const InventoryAdjustments: CollectionConfig = {
  slug: 'inventory-adjustments',
  graphQL: { singularName: 'InventoryAdjustment', pluralName: 'InventoryAdjustments' },
  admin: { defaultColumns: ['inventoryItem', 'delta', 'reason', 'createdAt'], group: 'Warehouse' },
  access: { read: memberOfCompany(), create: staffOnly, update: nobody, delete: nobody },
  hooks: { beforeChange: [prepareAdjustment], afterChange: [applyToBalance, closeDonationRequest, auditStockMovement] },
  fields: [
    { name: 'inventoryItem', type: 'relationship', relationTo: 'inventory-items', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true } },
    { name: 'delta', type: 'number', required: true },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: labelledOptions({
        received: 'Received',
        shipment: 'Shipment',
        shipment_cancelled: 'Shipment cancelled',
        shipment_returned: 'Returned by the carrier',
        correction: 'Correction',
        donated: 'Donated',
      }),
    },
    { name: 'note', type: 'text', maxLength: 500 },
    { name: 'shipment', type: 'relationship', relationTo: 'shipments', index: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'staff-members', admin: { readOnly: true } },
  ],
}
