import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { auditPaymentEvent } from '../audit/audit-hooks'
import { labelledOptions } from '@/fields/options'

/**
 * Every payment completion attempt the gateways report, once each: the unique event id is written
 * in the same transaction as the completion, so a replayed webhook finds it and changes nothing.
 * Written only by trusted server code; staff can read it as an audit trail.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  graphQL: { singularName: 'PaymentEvent', pluralName: 'PaymentEvents' },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'source', 'project', 'amount', 'outcome', 'createdAt'],
    group: 'Sales',
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [auditPaymentEvent] },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: labelledOptions({ stripe: 'Stripe', test: 'Offline test gateway' }),
      admin: { readOnly: true },
    },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true, admin: { readOnly: true } },
    { name: 'paymentId', type: 'text', index: true, admin: { readOnly: true, description: 'The PaymentIntent id.' } },
    { name: 'amount', type: 'number', admin: { readOnly: true, description: 'In cents (AUD).' } },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: labelledOptions({
        completed: 'Completed the project',
        already_paid: 'Project was already paid',
        refunded: 'Refunded: the project was already paid',
      }),
      admin: { readOnly: true },
    },
  ],
}
