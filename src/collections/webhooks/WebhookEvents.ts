import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { memberMay } from '../companies/membership-access'
import { withInputGuard } from '../input-guard'

/**
 * The outbox: each event a change raised, written in the change's own transaction
 * (record-webhook-event.ts), so an event exists exactly when its change committed. `eventId` is
 * what receivers de-duplicate on; every try of every endpoint sends the same one.
 */
export const WebhookEvents: CollectionConfig = withInputGuard({
  slug: 'webhook-events',
  graphQL: { singularName: 'WebhookEvent', pluralName: 'WebhookEvents' },
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'company', 'createdAt'], group: 'System' },
  access: { read: memberMay('manageSettings'), create: nobody, update: nobody, delete: staffOnly },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    derived({ name: 'eventId', type: 'text', required: true, unique: true }),
    derived({ name: 'type', type: 'text', required: true, index: true }),
    derived({ name: 'data', type: 'json', required: true }),
  ],
})
