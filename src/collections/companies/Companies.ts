import type { CollectionConfig, CollectionSlug, JoinField } from 'payload'

import { staffOnly, staffOnlyField } from '@/access/roles'
import { staffWritable } from '@/access/staff-writable'
import { LABEL_PURCHASE_RULES } from '@/domain/delivery/label-purchase'
import { labelledOptions } from '@/fields/options'
import { withInputGuard } from '../input-guard'
import { companyEndpoints } from './endpoints/company-endpoints'
import { checkJoinDomain } from './join-domain'
import { memberOfCompany, memberMay } from './membership-access'
import { parcelEmailsField } from './parcel-email-fields'

/**
 * A buyer's workspace: it owns projects, orders, stock, shipments and links; members act in it by
 * role. An owner may open it to colleagues at their own email domain (`joinDomain`, join-domain.ts).
 * In the admin, staff see its members, budgets, approval rules and latest approvals on its page.
 */
/** Staff's view of a company's money beside its members, on its admin page; members read each on its own page. */
const staffJoin = (name: string, collection: CollectionSlug, defaultColumns: string[]): JoinField => ({
  name,
  type: 'join',
  collection,
  on: 'company',
  access: { read: staffOnlyField },
  admin: { defaultColumns },
})

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
  hooks: { beforeChange: [checkJoinDomain] },
  endpoints: companyEndpoints,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'joinDomain',
      type: 'text',
      maxLength: 253,
      index: true,
      admin: {
        description: 'Anyone with a verified address at this domain (acme.com.au) may join as a requester. Set by an owner, for their own domain.',
      },
    },
    staffWritable({
      name: 'labelPurchase',
      type: 'select',
      options: labelledOptions(LABEL_PURCHASE_RULES),
      defaultValue: 'staff',
      admin: { description: 'Automatic: each shipment, once requested, gets the cheapest label that arrives by its in-hands day.' },
    }),
    parcelEmailsField,
    {
      name: 'members',
      type: 'join',
      collection: 'memberships',
      on: 'company',
      admin: { defaultColumns: ['customer', 'role', 'team', 'createdAt'] },
    },
    staffJoin('budgets', 'budgets', ['name', 'period', 'spendLimit', 'updatedAt']),
    staffJoin('approvalRules', 'approval-rules', ['name', 'updatedAt']),
    { ...staffJoin('approvals', 'approvals', ['shipment', 'amount', 'status', 'createdAt']), defaultLimit: 10, defaultSort: '-createdAt' },
  ],
})
