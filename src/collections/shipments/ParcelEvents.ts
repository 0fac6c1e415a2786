import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { CARRIER_LABELS } from '@/domain/delivery/carriers'
import { TRACKING_STATE_LABELS } from '@/domain/delivery/tracking'
import { labelledOptions } from '@/fields/options'

/**
 * Every tracking event a carrier reported, once each: `eventKey` (carrier, consignment, the
 * carrier's status and time) is unique, so an event repeated by a webhook retry or a poll is
 * recorded once. An event for a consignment no shipment carries is kept without a shipment for
 * staff to match. Written only by the carrier intake; the shipment page and the recipient's
 * tracking page read its timeline through their own checks.
 */
export const ParcelEvents: CollectionConfig = {
  slug: 'parcel-events',
  graphQL: { singularName: 'ParcelEvent', pluralName: 'ParcelEvents' },
  admin: {
    useAsTitle: 'trackingNumber',
    defaultColumns: ['trackingNumber', 'carrier', 'state', 'occurredAt', 'shipment'],
    group: 'Warehouse',
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['shipment', 'occurredAt'] }],
  fields: [
    { name: 'eventKey', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'carrier', type: 'select', required: true, options: labelledOptions(CARRIER_LABELS), admin: { readOnly: true } },
    { name: 'trackingNumber', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'shipment',
      type: 'relationship',
      relationTo: 'shipments',
      admin: { readOnly: true, description: 'Empty when no shipment carried this consignment number when the event came.' },
    },
    { name: 'state', type: 'select', required: true, options: labelledOptions(TRACKING_STATE_LABELS), admin: { readOnly: true } },
    { name: 'carrierStatus', type: 'text', required: true, admin: { readOnly: true, description: 'The carrier’s own word for it.' } },
    { name: 'occurredAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'description', type: 'text', maxLength: 500, admin: { readOnly: true } },
  ],
}
