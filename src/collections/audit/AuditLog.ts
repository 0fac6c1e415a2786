import type { CollectionConfig } from 'payload'

import { isStaff, nobody, staffOnly } from '@/access/roles'
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES } from './audit-entry'

const readOnly = { readOnly: true }

/**
 * Who changed what, and when: every status change of projects, orders and shipments, every
 * payment event, stock movement and impersonation. Entries are written only by server code, in
 * the transaction of the change they describe (record-audit.ts); no API can create, edit or delete
 * one, staff included. Staff read it in the admin; customers see nothing.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  graphQL: { singularName: 'AuditEntry', pluralName: 'AuditEntries' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actorLabel', 'actingStaff', 'action', 'collectionSlug', 'documentId', 'summary'],
    group: 'System',
    hidden: ({ user }) => !isStaff(user as Parameters<typeof isStaff>[0]),
    pagination: { defaultLimit: 50 },
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  // Payload indexes createdAt on every collection; this one finds a document's history.
  indexes: [{ fields: ['collectionSlug', 'documentId'] }],
  fields: [
    { name: 'actorType', type: 'select', required: true, options: [...AUDIT_ACTOR_TYPES], admin: readOnly },
    { name: 'staffMember', type: 'relationship', relationTo: 'staff-members', admin: readOnly },
    { name: 'customer', type: 'relationship', relationTo: 'customers', admin: readOnly },
    {
      name: 'actingStaff',
      type: 'relationship',
      relationTo: 'staff-members',
      admin: { ...readOnly, description: 'The staff member who acted while viewing the dashboard as the customer.' },
    },
    { name: 'actorLabel', type: 'text', required: true, admin: { ...readOnly, description: 'Email, share link or system part.' } },
    { name: 'action', type: 'select', required: true, options: [...AUDIT_ACTIONS], admin: readOnly },
    { name: 'collectionSlug', type: 'text', required: true, admin: readOnly },
    { name: 'documentId', type: 'text', required: true, admin: readOnly },
    { name: 'fromStatus', type: 'text', admin: readOnly },
    { name: 'toStatus', type: 'text', admin: readOnly },
    { name: 'delta', type: 'number', admin: { ...readOnly, description: 'Units of stock added (+) or taken (−).' } },
    { name: 'summary', type: 'text', required: true, admin: readOnly },
  ],
}
