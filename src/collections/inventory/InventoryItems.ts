import type { CollectionConfig } from 'payload'

import { ownedByCustomer, staffOnly } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { SIZE_GROUPS, SIZE_GROUP_LABELS } from '@/domain/sizes'
import { customerField } from '@/fields/customer'

export const InventoryItems: CollectionConfig = {
  slug: 'inventory-items',
  graphQL: { singularName: 'InventoryItem', pluralName: 'InventoryItems' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'customer', 'size', 'quantityAvailable', 'status'],
    group: 'Warehouse',
    description: 'Stock held for customers. Change quantities with an inventory adjustment.',
  },
  access: { read: ownedByCustomer, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['customer', 'status', 'createdAt'] }],
  fields: [
    { name: 'title', type: 'text', required: true },
    customerField({ required: true }),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'lineItems', type: 'relationship', relationTo: 'line-items', hasMany: true },
    {
      name: 'status',
      type: 'select',
      options: [
        { label: 'Available', value: 'available' },
        { label: 'Depleted', value: 'depleted' },
      ],
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
    { name: 'adjustments', type: 'join', collection: 'inventory-adjustments', on: 'inventoryItem', defaultLimit: 20 },
  ],
}
