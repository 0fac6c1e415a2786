import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { COMPANY_ROLES, ROLE_LABELS } from '@/domain/company-roles'
import { withInputGuard } from '../input-guard'
import { keepAnOwnerOnChange, keepAnOwnerOnDelete } from './keep-an-owner'
import { memberOfCompany } from './membership-access'

/** One customer's role in one company. A customer may belong to several companies. */
export const Memberships: CollectionConfig = withInputGuard({
  slug: 'memberships',
  graphQL: { singularName: 'Membership', pluralName: 'Memberships' },
  admin: { useAsTitle: 'role', defaultColumns: ['company', 'customer', 'role', 'createdAt'], group: 'Customers' },
  access: { read: memberOfCompany('company'), create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['company', 'customer'], unique: true }],
  hooks: { beforeChange: [keepAnOwnerOnChange], beforeDelete: [keepAnOwnerOnDelete] },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'requester',
      options: COMPANY_ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
    },
  ],
})
