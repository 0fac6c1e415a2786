import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { memberOfCompany, memberMay } from '@/collections/companies/membership-access'
import { derived, staffWritable } from '@/access/staff-writable'
import { MAX_THRESHOLD } from '@/domain/low-stock'
import { SIZE_GROUPS, SIZE_GROUP_LABELS } from '@/domain/sizes'
import { customerField } from '@/fields/customer'
import { withRowLock } from '../row-lock'
import { donationEndpoint } from './endpoints/donation-endpoint'
import { applyThresholdChange } from './low-stock-threshold-hook'
import { labelledOptions } from '@/fields/options'

// Customers may update their own items, and the hook lets them change the threshold only.
export const InventoryItems: CollectionConfig = withRowLock('inventory_items', {
  slug: 'inventory-items',
  graphQL: { singularName: 'InventoryItem', pluralName: 'InventoryItems' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'customer', 'size', 'quantityAvailable', 'status'],
    group: 'Warehouse',
    description: 'Stock held for customers. Change quantities with an inventory adjustment.',
  },
  access: { read: memberOfCompany(), create: staffOnly, update: memberMay('request'), delete: staffOnly },
  hooks: { beforeChange: [applyThresholdChange] },
  endpoints: [donationEndpoint],
  indexes: [{ fields: ['company', 'status', 'createdAt'] }],
  fields: [
    { name: 'title', type: 'text', required: true },
    customerField({ required: true }),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'lineItems', type: 'relationship', relationTo: 'line-items', hasMany: true },
    {
      name: 'status',
      type: 'select',
      options: labelledOptions({ available: 'Available', depleted: 'Depleted' }),
      defaultValue: 'depleted',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'hasSizing', type: 'checkbox', defaultValue: false },
    {
      name: 'gender',
      type: 'select',
      index: true,
      options: SIZE_GROUPS.map((value) => ({ value, label: SIZE_GROUP_LABELS[value] })),
    },
    { name: 'size', type: 'relationship', relationTo: 'sizing-options', index: true },
    derived({
      name: 'quantityAvailable',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'The sum of this item’s ledger.' },
    }),
    {
      name: 'lowStockThreshold',
      type: 'number',
      min: 1,
      max: MAX_THRESHOLD,
      admin: { position: 'sidebar', description: 'Email the customer once the stock falls below this many units. Blank: no alert.' },
    },
    derived({
      name: 'lowStockAlertedAt',
      type: 'date',
      admin: { position: 'sidebar', description: 'When the low-stock alert went out; cleared once the stock is back above the threshold.' },
    }),
    staffWritable({
      name: 'donationRequestedAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        description: 'When the customer asked us to donate what is left. A Donated adjustment clears it; clear it yourself to decline.',
      },
    }),
    staffWritable({ name: 'donationRequestedBy', type: 'relationship', relationTo: 'customers', admin: { position: 'sidebar', readOnly: true } }),
    staffWritable({
      name: 'unitWeightGrams',
      type: 'number',
      min: 1,
      max: 22_000,
      admin: { position: 'sidebar', description: 'One unit packed, in grams: what carriers price a parcel by. Blank: 300 g.' },
    }),
    { name: 'adjustments', type: 'join', collection: 'inventory-adjustments', on: 'inventoryItem', defaultLimit: 20 },
  ],
})
