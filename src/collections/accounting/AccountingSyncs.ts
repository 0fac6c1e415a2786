import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { memberMay } from '../companies/membership-access'
import { withInputGuard } from '../input-guard'

export const SYNC_KINDS = ['bill', 'payment'] as const
export type SyncKind = (typeof SYNC_KINDS)[number]

export const SYNC_STATUSES = ['pending', 'synced', 'failed'] as const
export type SyncStatus = (typeof SYNC_STATUSES)[number]

/**
 * One tax invoice (as a bill) or its payment on its way to a company's accounting organisation.
 * One row per connection, invoice and kind (a unique triple), however often it is asked for: the
 * row, made once, is what keeps an invoice synced twice from existing twice.
 */
export const AccountingSyncs: CollectionConfig = withInputGuard({
  slug: 'accounting-syncs',
  graphQL: { singularName: 'AccountingSync', pluralName: 'AccountingSyncs' },
  admin: { defaultColumns: ['invoice', 'kind', 'status', 'tries', 'syncedAt', 'updatedAt'], group: 'System' },
  access: { read: memberMay('readSpend'), create: nobody, update: nobody, delete: staffOnly },
  indexes: [{ fields: ['connection', 'invoice', 'kind'], unique: true }],
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    derived({ name: 'connection', type: 'relationship', relationTo: 'accounting-connections', required: true, index: true }),
    derived({ name: 'invoice', type: 'relationship', relationTo: 'invoices', required: true, index: true }),
    derived({ name: 'kind', type: 'select', options: [...SYNC_KINDS], required: true }),
    derived({ name: 'status', type: 'select', options: [...SYNC_STATUSES], required: true, defaultValue: 'pending', index: true }),
    derived({ name: 'remoteId', type: 'text' }),
    derived({ name: 'tries', type: 'number', required: true, defaultValue: 0 }),
    derived({ name: 'lastError', type: 'text' }),
    derived({ name: 'syncedAt', type: 'date' }),
  ],
})
