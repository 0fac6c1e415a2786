import type { CollectionConfig } from 'payload'

import { staffOnly, staffOnlyField } from '@/access/roles'
import { COMPANY_ROLES, ROLE_LABELS } from '@/domain/company-roles'
import { withInputGuard } from '../input-guard'
import { keepAnOwnerOnChange, keepAnOwnerOnDelete } from './keep-an-owner'
import { checkMemberChangeOnChange, checkMemberChangeOnDelete } from './member-changes'
import { tidyTeamName } from './team-name'
import { memberMay, memberMayManageOrLeave, memberOfCompany } from './membership-access'

/**
 * One customer's role in one company. A customer may belong to several companies. Owners and
 * admins change roles and remove members within their own role (member-changes.ts); anyone may
 * leave; a company always keeps an owner (keep-an-owner.ts). Only staff add members for now.
 */
export const Memberships: CollectionConfig = withInputGuard({
  slug: 'memberships',
  graphQL: { singularName: 'Membership', pluralName: 'Memberships' },
  admin: { useAsTitle: 'role', defaultColumns: ['company', 'customer', 'role', 'createdAt'], group: 'Customers' },
  access: { read: memberOfCompany('company'), create: staffOnly, update: memberMay('manageMembers'), delete: memberMayManageOrLeave },
  indexes: [{ fields: ['company', 'customer'], unique: true }],
  hooks: {
    beforeChange: [checkMemberChangeOnChange, keepAnOwnerOnChange, tidyTeamName],
    beforeDelete: [checkMemberChangeOnDelete, keepAnOwnerOnDelete],
  },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true, access: { update: staffOnlyField } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, access: { update: staffOnlyField } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'requester',
      options: COMPANY_ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
    },
    {
      name: 'team',
      type: 'text',
      maxLength: 100,
      admin: { description: 'The team (cost centre) whose budget the member’s requests also count against.' },
    },
  ],
})
