import type { Field } from 'payload'

import { derived, staffPrivate } from '@/access/staff-writable'
import { LABEL_STATE_LABELS } from '@/domain/delivery/label-purchase'
import { labelledOptions } from '@/fields/options'

/**
 * The day the goods are wanted in hand, and the label bought for the parcel: the service chosen
 * (seen by the customer), and for staff what it cost, the quotes it was chosen from and why a
 * purchase failed. All but the day are written by the label purchase (operations/buy-label.ts).
 */
export const labelFields: Field[] = [
  {
    name: 'inHandsBy',
    type: 'date',
    admin: { date: { pickerAppearance: 'dayOnly' }, description: 'The label bought is the cheapest service expected to arrive by this day.' },
  },
  {
    type: 'collapsible',
    label: 'Shipping label',
    fields: [
      derived({ name: 'serviceName', type: 'text', admin: { description: 'The carrier’s service the label was bought for.' } }),
      derived({ name: 'labelState', type: 'select', index: true, options: labelledOptions(LABEL_STATE_LABELS) }),
      derived(staffPrivate({ name: 'labelClaimedAt', type: 'date', admin: { description: 'When the running purchase began.' } })),
      derived(staffPrivate({ name: 'labelProblem', type: 'textarea', admin: { description: 'Why the last purchase bought nothing.' } })),
      derived(staffPrivate({ name: 'label', type: 'upload', relationTo: 'shipping-labels' })),
      derived(staffPrivate({ name: 'postageCost', type: 'number', admin: { description: 'What the carrier charges, cents AUD including GST.' } })),
      derived(staffPrivate({ name: 'carrierShipmentId', type: 'text', admin: { description: 'The carrier’s own id for the consignment.' } })),
      derived(staffPrivate({ name: 'manifest', type: 'relationship', relationTo: 'shipping-manifests', index: true })),
      derived(
        staffPrivate({
          name: 'rates',
          type: 'json',
          admin: { description: 'The services quoted when the label was bought, in the order they were to be tried.' },
        }),
      ),
    ],
  },
]
