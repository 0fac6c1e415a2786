import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { mediaDir } from '@/platform/storage/storage-paths'
import { printLabelsEndpoint } from './endpoints/label-print-endpoint'

/** Carriers' label PDFs, as bought for shipments: the warehouse's, so staff alone read them. */
export const ShippingLabels: CollectionConfig = {
  slug: 'shipping-labels',
  graphQL: { singularName: 'ShippingLabel', pluralName: 'ShippingLabels' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'shipment', 'createdAt'], group: 'Warehouse' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: [printLabelsEndpoint],
  upload: { staticDir: mediaDir('shipping-labels'), mimeTypes: ['application/pdf'] },
  fields: [{ name: 'shipment', type: 'relationship', relationTo: 'shipments', index: true }],
}
