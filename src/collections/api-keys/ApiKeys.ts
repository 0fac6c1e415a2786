import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { derived, hiddenFromApi } from '@/access/staff-writable'
import { API_KEY_SCOPES } from '@/domain/api-key'
import { memberMay } from '../companies/membership-access'
import { withInputGuard } from '../input-guard'
import { apiKeyEndpoints } from './endpoints/api-key-endpoints'

/**
 * A company's key for its own systems to call the API. The key itself is shown once, when it is
 * made; only its SHA-256 (`keyHash`, unique) and its first characters (`start`, to tell keys apart)
 * are kept; a working key's name is unique in its company (`openName`). Made and revoked by operations (operations/create-api-key.ts, revoke-api-key.ts), so
 * nobody writes them through the API; the company's owners and admins and staff read them.
 */
export const ApiKeys: CollectionConfig = withInputGuard({
  slug: 'api-keys',
  graphQL: { singularName: 'ApiKey', pluralName: 'ApiKeys' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'company', 'start', 'scopes', 'lastUsedAt', 'revokedAt'], group: 'Customers' },
  access: { read: memberMay('manageSettings'), create: nobody, update: nobody, delete: staffOnly },
  endpoints: apiKeyEndpoints,
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    // A JSON list rather than a select: GraphQL names cannot hold the scopes' colons (`shipments:write`).
    // The operation writes only the scopes api-key-input.ts accepts.
    derived({ name: 'scopes', type: 'json', required: true, admin: { description: API_KEY_SCOPES.join(', ') } }),
    derived({ name: 'start', type: 'text', required: true, admin: { description: 'The first characters of the key, to tell keys apart.' } }),
    derived({ name: 'expiresAt', type: 'date', admin: { description: 'Empty: the key works until it is revoked.' } }),
    derived({
      name: 'allowedAddresses',
      type: 'json',
      admin: { description: 'The addresses and ranges the key works from; empty: any.' },
    }),
    derived({ name: 'createdBy', type: 'relationship', relationTo: 'customers' }),
    derived({ name: 'lastUsedAt', type: 'date' }),
    derived({ name: 'lastUsedFrom', type: 'text' }),
    derived({ name: 'revokedAt', type: 'date' }),
    derived({ name: 'revokedBy', type: 'relationship', relationTo: 'customers' }),
    { name: 'keyHash', type: 'text', required: true, unique: true, access: hiddenFromApi, admin: { hidden: true } },
    // company:name while the key works, unique, so a double click or a retry makes one key of a name.
    { name: 'openName', type: 'text', unique: true, access: hiddenFromApi, admin: { hidden: true } },
  ],
})
