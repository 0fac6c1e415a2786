import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { auditPaymentEvent } from '../audit/audit-hooks'

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
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: 'Offline test gateway', value: 'test' },
      ],
      admin: { readOnly: true },
    },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true, admin: { readOnly: true } },
    { name: 'paymentId', type: 'text', index: true, admin: { readOnly: true, description: 'The PaymentIntent id.' } },
    { name: 'amount', type: 'number', admin: { readOnly: true, description: 'In cents (AUD).' } },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: [
        { label: 'Completed the project', value: 'completed' },
        { label: 'Project was already paid', value: 'already_paid' },
        { label: 'Refunded: the project was already paid', value: 'refunded' },
      ],
      admin: { readOnly: true },
    },
  ],
}
