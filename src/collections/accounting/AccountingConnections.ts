import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived, hiddenFromApi } from '@/access/staff-writable'
import { memberMay } from '../companies/membership-access'
import { withInputGuard } from '../input-guard'
import { accountingConnectionRoutes } from './endpoints/accounting-routes'

export const CONNECTION_STATUSES = ['connected', 'reconnect', 'disconnected'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/**
 * A company's link to its own accounting organisation (one a company), through which its tax
 * invoices are synced as bills: the organisation, OAuth tokens (never answered by the API), and the
 * accounts the bills and payments are coded to. Disconnecting keeps the row and what it synced
 * (tokens gone), so connecting the same organisation again sends nothing twice. Made and changed
 * only by operations; the company's owners and finance members, and staff, read it.
 */
export const AccountingConnections: CollectionConfig = withInputGuard({
  slug: 'accounting-connections',
  graphQL: { singularName: 'AccountingConnection', pluralName: 'AccountingConnections' },
  admin: { useAsTitle: 'tenantName', defaultColumns: ['company', 'provider', 'tenantName', 'status', 'connectedAt'], group: 'Customers' },
  access: { read: memberMay('readSpend'), create: nobody, update: nobody, delete: staffOnly },
  endpoints: accountingConnectionRoutes,
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, unique: true },
    derived({ name: 'provider', type: 'select', options: [{ label: 'Xero', value: 'xero' }], required: true, defaultValue: 'xero' }),
    derived({ name: 'tenantId', type: 'text', required: true }),
    derived({ name: 'tenantName', type: 'text' }),
    derived({ name: 'status', type: 'select', options: [...CONNECTION_STATUSES], required: true, defaultValue: 'connected' }),
    derived({ name: 'expenseAccount', type: 'text', required: true, maxLength: 10 }),
    derived({ name: 'bankAccount', type: 'text', required: true, maxLength: 10 }),
    derived({ name: 'supplierContactId', type: 'text', admin: { description: 'The supplier’s contact in the organisation, once found or made.' } }),
    derived({ name: 'connectedBy', type: 'relationship', relationTo: 'customers' }),
    derived({ name: 'connectedAt', type: 'date' }),
    derived({ name: 'lastError', type: 'text' }),
    { name: 'accessToken', type: 'text', access: hiddenFromApi, admin: { hidden: true } },
    { name: 'refreshToken', type: 'text', access: hiddenFromApi, admin: { hidden: true } },
    { name: 'tokenExpiresAt', type: 'date', access: hiddenFromApi, admin: { hidden: true } },
  ],
})
