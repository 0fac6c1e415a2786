import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { memberOfCompany } from '@/collections/companies/membership-access'
import { raiseWebhookEvents } from '@/collections/webhooks/event-hooks'
import { recipientResponseEvents } from '@/domain/webhooks/change-events'
import { RECIPIENT_LINK_MODE_LABELS, RECIPIENT_LINK_MODES } from '@/domain/recipient-link'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import { addressFields } from '@/fields/address'
import { customerField } from '@/fields/customer'
import { withInputGuard } from '../input-guard'

/**
 * What recipients sent through a link. Written only by the link's own submission (as the server,
 * after its checks); the owner and staff read them; staff may remove one.
 */
export const RecipientResponses: CollectionConfig = withInputGuard({
  slug: 'recipient-responses',
  graphQL: { singularName: 'RecipientResponse', pluralName: 'RecipientResponses' },
  admin: { useAsTitle: 'fullName', defaultColumns: ['fullName', 'email', 'link', 'formattedAddress', 'createdAt'], group: 'Warehouse' },
  access: { read: memberOfCompany(), create: nobody, update: nobody, delete: staffOnly },
  hooks: { afterChange: [raiseWebhookEvents(recipientResponseEvents)] },
  indexes: [{ fields: ['link', 'createdAt'] }],
  fields: [
    { name: 'link', type: 'relationship', relationTo: 'recipient-links', required: true, index: true },
    customerField({ required: true }),
    {
      name: 'mode',
      type: 'select',
      required: true,
      options: RECIPIENT_LINK_MODES.map((value) => ({ value, label: RECIPIENT_LINK_MODE_LABELS[value] })),
    },
    ...addressFields({ emailRequired: true }),
    { name: 'formattedAddress', type: 'text' },
    {
      name: 'sizes',
      type: 'array',
      maxRows: 200,
      fields: [
        { name: 'lineItem', type: 'relationship', relationTo: 'line-items', required: true },
        { name: 'group', type: 'select', required: true, options: SIZE_GROUPS.map((value) => ({ value, label: SIZE_GROUP_LABELS[value] })) },
        { name: 'sizingOption', type: 'relationship', relationTo: 'sizing-options', required: true },
      ],
    },
    { name: 'recipient', type: 'relationship', relationTo: 'recipients', admin: { description: 'The address book entry a ship link made.' } },
    { name: 'shipment', type: 'relationship', relationTo: 'shipments', admin: { description: 'The shipment a ship link booked.' } },
  ],
})
