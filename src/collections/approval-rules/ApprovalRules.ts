import type { CollectionConfig } from 'payload'

import { staffOnlyField } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { memberMay, memberMayCreate, memberOfCompany } from '@/collections/companies/membership-access'
import { MAX_BUDGET_CENTS } from '@/domain/budget'
import { STEP_ROLES } from '@/domain/approval-rules'
import { COMPANY_ROLES, ROLE_LABELS } from '@/domain/company-roles'
import { withInputGuard } from '../input-guard'
import { checkApprovalRule } from './approval-rule-checks'

const roleOptions = (roles: readonly (typeof COMPANY_ROLES)[number][]) => roles.map((value) => ({ value, label: ROLE_LABELS[value] }))

/**
 * A company's rule for what waits for approval: requests spending more than `over`, asked by the
 * roles in `askedBy` (none: anyone), wait for `steps`, decided in order (approval-rules.ts in the
 * domain). Owners and admins set them (the company's settings); every member reads them, so a
 * requester knows why a request waits. A held request keeps the chain it was held with, so a rule
 * changed or deleted later does not change a decision under way.
 */
export const ApprovalRules: CollectionConfig = withInputGuard({
  slug: 'approval-rules',
  graphQL: { singularName: 'ApprovalRule', pluralName: 'ApprovalRules' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'company', 'updatedAt'], group: 'Customers' },
  access: {
    read: memberOfCompany(),
    create: memberMayCreate('manageSettings'),
    update: memberMay('manageSettings'),
    delete: memberMay('manageSettings'),
  },
  hooks: { beforeChange: [checkApprovalRule] },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true, access: { update: staffOnlyField } },
    derived({ name: 'name', type: 'text' }),
    {
      name: 'over',
      type: 'number',
      required: true,
      min: 0,
      max: MAX_BUDGET_CENTS,
      admin: { step: 1, description: 'Cents, AUD including GST: requests spending more than this wait.' },
    },
    {
      name: 'askedBy',
      type: 'select',
      hasMany: true,
      options: roleOptions(COMPANY_ROLES),
      admin: { description: 'Whose requests the rule holds; none for everyone’s.' },
    },
    {
      name: 'steps',
      type: 'select',
      hasMany: true,
      required: true,
      options: roleOptions(STEP_ROLES),
      admin: { description: 'Who decides, in order. An owner may decide any step; any role that approves, an approver’s step.' },
    },
  ],
})
