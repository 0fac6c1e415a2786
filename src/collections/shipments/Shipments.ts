import { isDeepStrictEqual } from 'node:util'

import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { assignCustomerOnCreate } from '@/access/customer-owned'
import { customerOrStaff, isCustomer, ownedByCustomer, staffOnly } from '@/access/roles'
import { staffWritable } from '@/access/staff-writable'
import { customerField } from '@/fields/customer'
import { bookShipmentStock, checkNewShipment, restockCancelledShipment } from './book-shipment'
import { requestShipmentsEndpoint } from './request-endpoints'
import { clientError } from '@/lib/client-error'

export const SHIPMENT_STATUSES = ['pending', 'requested', 'processing', 'shipped', 'delivered', 'cancelled'] as const

/** After creation a customer may only cancel a shipment that has not been picked yet. */
const guardShipmentUpdate: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !isCustomer(req.user)) return data
  const cancelling = data.status === 'cancelled' && originalDoc?.status === 'requested'
  const keys = Object.keys(data).filter((key) => data[key] !== undefined && !isDeepStrictEqual(data[key], originalDoc?.[key]))
  if (!cancelling || keys.some((key) => key !== 'status')) {
    throw clientError('A shipment can only be cancelled before it is processed.', 400)
  }
  return data
}

export const Shipments: CollectionConfig = {
  slug: 'shipments',
  graphQL: { singularName: 'Shipment', pluralName: 'Shipments' },
  admin: { defaultColumns: ['id', 'customer', 'recipient', 'status', 'processedAt'], group: 'Warehouse' },
  access: { read: ownedByCustomer, create: customerOrStaff, update: ownedByCustomer, delete: staffOnly },
  indexes: [{ fields: ['customer', 'status', 'createdAt'] }],
  endpoints: [requestShipmentsEndpoint],
  hooks: {
    beforeChange: [assignCustomerOnCreate, checkNewShipment, guardShipmentUpdate],
    afterChange: [bookShipmentStock, restockCancelledShipment],
  },
  fields: [
    customerField({ required: true }),
    {
      name: 'status',
      type: 'select',
      options: SHIPMENT_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
      defaultValue: 'requested',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'recipient', type: 'relationship', relationTo: 'recipients', required: true },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 200,
      fields: [
        { name: 'inventoryItem', type: 'relationship', relationTo: 'inventory-items', required: true },
        { name: 'quantity', type: 'number', min: 1, defaultValue: 1, required: true },
      ],
    },
    staffWritable({ name: 'processedAt', type: 'date', admin: { position: 'sidebar' } }),
    staffWritable({ name: 'trackingUrl', type: 'text', maxLength: 500 }),
  ],
}
