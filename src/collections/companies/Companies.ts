import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { withInputGuard } from '../input-guard'
import { memberOfCompany, memberMay } from './membership-access'

/** A buyer's workspace: it owns projects, orders, stock, shipments and links; members act in it by role. */
export const Companies: CollectionConfig = withInputGuard({
  slug: 'companies',
  graphQL: { singularName: 'Company', pluralName: 'Companies' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'createdAt'], group: 'Customers' },
  access: {
    read: memberOfCompany('id'),
    create: staffOnly,
    update: memberMay('manageSettings', 'id'),
    delete: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'members',
      type: 'join',
      collection: 'memberships',
      on: 'company',
      admin: { defaultColumns: ['customer', 'role', 'createdAt'] },
    },
  ],
})
