import type { CollectionBeforeChangeHook, Field } from 'payload'

import { derived, staffWritable } from '@/access/staff-writable'
import { CARRIER_LABELS } from '@/domain/delivery/carriers'
import { TRACKING_STATE_LABELS } from '@/domain/delivery/tracking'
import { generateShareKey } from '@/domain/share-key'
import { labelledOptions } from '@/fields/options'
import { serverURL } from '@/platform/http/server-url'

/** The public page a parcel's tracking link opens: no login, the key is the secret. */
export const parcelTrackingPath = (trackingKey: string) => `/track/${trackingKey}`

/** A shipment's tracking as every page that shows it reads it. */
export const PARCEL_TRACKING_SELECT = {
  carrier: true,
  trackingNumber: true,
  trackingState: true,
  trackingAt: true,
  trackingNote: true,
  estimatedDelivery: true,
  trackingKey: true,
  serviceName: true,
} as const

/**
 * The parcel's carrier and consignment number (staff's, until labels are bought here), and where
 * the carrier last said it was: those are written only by carrier events
 * (operations/record-parcel-events.ts).
 */
export const trackingFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Carrier tracking',
    fields: [
      staffWritable({ name: 'carrier', type: 'select', options: labelledOptions(CARRIER_LABELS) }),
      staffWritable({
        name: 'trackingNumber',
        type: 'text',
        maxLength: 60,
        admin: { description: 'The carrier’s consignment number: its tracking events find the shipment by it.' },
      }),
      derived({ name: 'trackingState', type: 'select', options: labelledOptions(TRACKING_STATE_LABELS) }),
      derived({ name: 'trackingAt', type: 'date', admin: { description: 'The carrier’s time of the event that set the tracking state.' } }),
      derived({ name: 'trackingNote', type: 'text', admin: { description: 'What the carrier said with it, e.g. why delivery failed.' } }),
      derived({ name: 'estimatedDelivery', type: 'date' }),
      derived({
        name: 'trackingCheckedAt',
        type: 'date',
        admin: { description: 'When a carrier that does not push its events was last asked about the parcel.' },
      }),
      derived({ name: 'trackingKey', type: 'text', unique: true, admin: { description: 'The secret in the recipient’s tracking page link.' } }),
    ],
  },
]

/**
 * A parcel given a consignment number gets its tracking page key, and that page becomes its
 * tracking link unless staff typed another.
 */
export const assignTrackingKey: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const trackingNumber = data.trackingNumber ?? originalDoc?.trackingNumber
  if (!trackingNumber || originalDoc?.trackingKey) return data
  const trackingKey = generateShareKey()
  const trackingUrl = data.trackingUrl ?? originalDoc?.trackingUrl
  return { ...data, trackingKey, ...(trackingUrl ? {} : { trackingUrl: `${serverURL()}${parcelTrackingPath(trackingKey)}` }) }
}
