import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { memberMay } from '../companies/membership-access'
import { withInputGuard } from '../input-guard'
import { webhookDeliveryRoutes } from './endpoints/webhook-routes'

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'retrying', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * One event on its way to one endpoint, and how its tries went: the delivery log of the dashboard.
 * `attemptsLog` keeps the latest tries (time, answer code, duration, what went wrong). One row per
 * event and endpoint (a unique pair), however often it is tried or resent.
 */
export const WebhookDeliveries: CollectionConfig = withInputGuard({
  slug: 'webhook-deliveries',
  graphQL: { singularName: 'WebhookDelivery', pluralName: 'WebhookDeliveries' },
  admin: { defaultColumns: ['event', 'endpoint', 'status', 'lastStatusCode', 'attempts', 'updatedAt'], group: 'System' },
  access: { read: memberMay('manageSettings'), create: nobody, update: nobody, delete: staffOnly },
  endpoints: webhookDeliveryRoutes,
  indexes: [{ fields: ['event', 'endpoint'], unique: true }],
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    derived({ name: 'event', type: 'relationship', relationTo: 'webhook-events', required: true, index: true }),
    derived({ name: 'endpoint', type: 'relationship', relationTo: 'webhook-endpoints', required: true, index: true }),
    derived({ name: 'status', type: 'select', options: [...DELIVERY_STATUSES], required: true, defaultValue: 'pending', index: true }),
    derived({ name: 'attempts', type: 'number', required: true, defaultValue: 0 }),
    derived({ name: 'lastAttemptAt', type: 'date' }),
    derived({ name: 'lastStatusCode', type: 'number' }),
    derived({ name: 'lastDurationMs', type: 'number' }),
    derived({ name: 'lastError', type: 'text' }),
    derived({ name: 'nextAttemptAt', type: 'date' }),
    derived({ name: 'deliveredAt', type: 'date' }),
    derived({ name: 'attemptsLog', type: 'json' }),
  ],
})
