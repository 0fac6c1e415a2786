import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { CARRIER_LABELS } from '@/domain/delivery/carriers'
import { labelledOptions } from '@/fields/options'
import { mediaDir } from '@/platform/storage/storage-paths'
import { manifestTodayEndpoint } from './endpoints/manifest-endpoint'

/**
 * The parcels handed to a carrier together (Australia Post's order, Shippit's booking), with the
 * carrier's summary PDF when it gives one: made by the manifest operation only, read by staff.
 */
export const ShippingManifests: CollectionConfig = {
  slug: 'shipping-manifests',
  graphQL: { singularName: 'ShippingManifest', pluralName: 'ShippingManifests' },
  admin: { useAsTitle: 'manifestId', defaultColumns: ['manifestId', 'carrier', 'day', 'parcels', 'createdAt'], group: 'Warehouse' },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  endpoints: [manifestTodayEndpoint],
  upload: { staticDir: mediaDir('shipping-manifests'), mimeTypes: ['application/pdf'], filesRequiredOnCreate: false },
  fields: [
    derived({ name: 'carrier', type: 'select', required: true, options: labelledOptions(CARRIER_LABELS) }),
    derived({ name: 'day', type: 'text', required: true, admin: { description: 'The calendar day in Sydney the parcels were handed over.' } }),
    derived({ name: 'manifestId', type: 'text', admin: { description: 'The carrier’s id for it: Australia Post’s order, Shippit’s booking.' } }),
    derived({ name: 'parcels', type: 'number' }),
    { name: 'shipments', type: 'join', collection: 'shipments', on: 'manifest' },
  ],
}
