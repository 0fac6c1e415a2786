import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { memberOfCompany } from '@/collections/companies/membership-access'
import { derived } from '@/access/staff-writable'
import { RECIPIENT_LINK_AUDIENCE_LABELS, RECIPIENT_LINK_AUDIENCES } from '@/domain/recipient-invitation'
import { MAX_LINK_CAP, MAX_LINK_MESSAGE, RECIPIENT_LINK_MODE_LABELS, RECIPIENT_LINK_MODES } from '@/domain/recipient-link'
import { customerField } from '@/fields/customer'
import { assignShareKey, shareKeyField } from '../projects/share-key-hook'
import { withInputGuard } from '../input-guard'
import { checkLinkOwnership } from './link-owner-hook'
import { recipientLinkEndpoints } from '@/collections/recipient-links/endpoints/recipient-link-endpoints'

/**
 * Links a customer hands to the people getting their swag. Customers read their own and write
 * them only through the dashboard's actions and the endpoints below, which run its rules; staff
 * write them in the admin. The response count moves only by the conditional update that takes a
 * place (operations/respond-to-link.ts).
 */
export const RecipientLinks: CollectionConfig = withInputGuard({
  slug: 'recipient-links',
  graphQL: { singularName: 'RecipientLink', pluralName: 'RecipientLinks' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'customer', 'mode', 'responseCount', 'expiresAt', 'closedAt'], group: 'Warehouse' },
  access: { read: memberOfCompany(), create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: recipientLinkEndpoints,
  hooks: { beforeChange: [assignShareKey, checkLinkOwnership] },
  fields: [
    customerField({ required: true }),
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'mode',
      type: 'select',
      required: true,
      options: RECIPIENT_LINK_MODES.map((value) => ({ value, label: RECIPIENT_LINK_MODE_LABELS[value] })),
    },
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'anyone',
      options: RECIPIENT_LINK_AUDIENCES.map((value) => ({ value, label: RECIPIENT_LINK_AUDIENCE_LABELS[value] })),
      // Who may answer is settled when the link is made: invitations are sent with it.
      access: { update: () => false },
      admin: { description: 'Invited: only the people on its list answer, each once, with the key emailed to them (Recipient invitations).' },
    },
    { name: 'message', type: 'textarea', maxLength: MAX_LINK_MESSAGE },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      admin: { condition: (data) => data?.mode === 'collect' },
    },
    {
      name: 'items',
      type: 'array',
      maxRows: 200,
      admin: { condition: (data) => data?.mode === 'ship', description: 'What each recipient is sent.' },
      fields: [
        { name: 'inventoryItem', type: 'relationship', relationTo: 'inventory-items', required: true },
        { name: 'quantity', type: 'number', min: 1, defaultValue: 1, required: true },
      ],
    },
    { name: 'cap', type: 'number', min: 1, max: MAX_LINK_CAP, admin: { description: 'Most responses the link takes; empty for no cap.' } },
    { name: 'expiresAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'closedAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    derived({ name: 'responseCount', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } }),
    shareKeyField(),
  ],
})
