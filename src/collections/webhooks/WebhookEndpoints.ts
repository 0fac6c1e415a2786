import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived, hiddenFromApi } from '@/access/staff-writable'
import { WEBHOOK_EVENT_TYPES } from '@/domain/webhooks/events'
import { memberMay } from '../companies/membership-access'
import { withInputGuard } from '../input-guard'
import { webhookEndpointRoutes } from './endpoints/webhook-routes'

/**
 * Where a company's systems want to hear of changes: a receiver URL and the events it takes. Made,
 * changed and removed by operations (operations/manage-webhook-endpoints.ts), so nobody writes one
 * through the API; the company's owners and admins and staff read them. The signing secret is
 * shown once, when the endpoint is made, and never answered again.
 */
export const WebhookEndpoints: CollectionConfig = withInputGuard({
  slug: 'webhook-endpoints',
  graphQL: { singularName: 'WebhookEndpoint', pluralName: 'WebhookEndpoints' },
  admin: { useAsTitle: 'url', defaultColumns: ['url', 'company', 'events', 'disabledAt', 'failingSince'], group: 'Customers' },
  access: { read: memberMay('manageSettings'), create: nobody, update: nobody, delete: staffOnly },
  endpoints: webhookEndpointRoutes,
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    derived({ name: 'url', type: 'text', required: true, maxLength: 2048 }),
    derived({ name: 'description', type: 'text', maxLength: 200 }),
    // A JSON list rather than a select: GraphQL names cannot hold the events' dots (`shipment.shipped`).
    derived({ name: 'events', type: 'json', required: true, admin: { description: WEBHOOK_EVENT_TYPES.join(', ') } }),
    derived({ name: 'createdBy', type: 'relationship', relationTo: 'customers' }),
    derived({ name: 'failingSince', type: 'date', admin: { description: 'The first failed try since the last success; empty while it answers.' } }),
    derived({ name: 'disabledAt', type: 'date', admin: { description: 'Turned off, by a member or after failing for three days.' } }),
    derived({ name: 'disabledReason', type: 'text' }),
    { name: 'secret', type: 'text', required: true, access: hiddenFromApi, admin: { hidden: true } },
  ],
})
