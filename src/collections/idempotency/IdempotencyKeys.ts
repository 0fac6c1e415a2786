import type { CollectionConfig } from 'payload'

import { isStaff, nobody, staffOnly } from '@/access/roles'
import { MAX_KEY_LENGTH } from '@/domain/idempotency'

const readOnly = { readOnly: true }

/**
 * The Idempotency-Keys of writes that may be retried (shipment requests, new enquiries). A key's
 * row is inserted in the transaction of the write it guards, and the unique index makes a racing
 * duplicate fail instead of writing twice. Written only by server code (src/platform/idempotency);
 * staff can read it, nobody can change it through an API.
 */
export const IdempotencyKeys: CollectionConfig = {
  slug: 'idempotency-keys',
  labels: { singular: 'Idempotency key', plural: 'Idempotency keys' },
  graphQL: { singularName: 'IdempotencyKey', pluralName: 'IdempotencyKeys' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['endpoint', 'client', 'key', 'status', 'createdAt', 'expiresAt'],
    group: 'System',
    hidden: ({ user }) => !isStaff(user as Parameters<typeof isStaff>[0]),
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  // A key belongs to one client and one kind of write.
  indexes: [{ fields: ['endpoint', 'client', 'key'], unique: true }],
  fields: [
    { name: 'endpoint', type: 'text', required: true, admin: readOnly },
    {
      name: 'client',
      type: 'text',
      required: true,
      admin: { ...readOnly, description: 'customer:<id>, staff:<id>, or anyone for visitors with no account yet.' },
    },
    { name: 'key', type: 'text', required: true, maxLength: MAX_KEY_LENGTH, admin: readOnly },
    { name: 'fingerprint', type: 'text', required: true, admin: { ...readOnly, description: 'SHA-256 of the request.' } },
    { name: 'status', type: 'number', admin: { ...readOnly, description: 'The first answer’s HTTP status; empty while in flight.' } },
    { name: 'body', type: 'json', admin: readOnly },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: readOnly },
  ],
}
