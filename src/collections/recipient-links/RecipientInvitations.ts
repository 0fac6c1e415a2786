import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { memberOfCompany } from '@/collections/companies/membership-access'
import { derived } from '@/access/staff-writable'
import { customerField } from '@/fields/customer'
import { shareKeyField } from '../projects/share-key-hook'
import { withInputGuard } from '../input-guard'

/**
 * One person invited to answer a link of single-use invitations, with their own key. The link
 * holds what is asked or shipped, its expiry and whether it is closed; the invitation only who,
 * when it was emailed and reminded, and whether it was answered. Each of those moves by one
 * conditional update (answered once, resent at most hourly, reminded once), so nobody writes
 * them through the API; the owner and staff read them.
 */
export const RecipientInvitations: CollectionConfig = withInputGuard({
  slug: 'recipient-invitations',
  graphQL: { singularName: 'RecipientInvitation', pluralName: 'RecipientInvitations' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'link', 'sentAt', 'remindedAt', 'answeredAt'], group: 'Warehouse' },
  access: { read: memberOfCompany(), create: nobody, update: nobody, delete: staffOnly },
  // One invitation per email on a link: a list is checked for duplicates, and the database holds it.
  indexes: [{ fields: ['link', 'email'], unique: true }],
  fields: [
    { name: 'link', type: 'relationship', relationTo: 'recipient-links', required: true, index: true },
    customerField({ required: true }),
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    derived({ name: 'sentAt', type: 'date', required: true, admin: { description: 'When the invitation was last emailed.' } }),
    derived({ name: 'remindedAt', type: 'date', index: true }),
    derived({ name: 'answeredAt', type: 'date', index: true }),
    derived({ name: 'response', type: 'relationship', relationTo: 'recipient-responses' }),
    shareKeyField(),
  ],
})
