import type { CollectionConfig } from 'payload'

import { nobody, staffOnlyField } from '@/access/roles'
import { derived, hiddenFromApi } from '@/access/staff-writable'
import { memberMay, memberMayCreate } from '@/collections/companies/membership-access'
import { BUDGET_PERIODS, BUDGET_PERIOD_LABELS } from '@/domain/budget-period'
import { MAX_BUDGET_CENTS } from '@/domain/budget'
import { withInputGuard } from '../input-guard'
import { budgetReaders } from './budget-access'
import { checkBudget } from './budget-rules'

const fixed = { update: staffOnlyField }

/**
 * What a member, or a team (cost centre: the `team` of their memberships), may commit in a period,
 * in AUD cents including GST. The company's owners and finance set budgets (their role may pay);
 * they and each member for their own budget read them. What is committed is in the budget ledger
 * (budget-entries, budget-ledger.ts), never on this row; a budget is never deleted, so its ledger
 * keeps the budget it counts against (a limit of $0 holds every request instead).
 */
export const Budgets: CollectionConfig = withInputGuard({
  slug: 'budgets',
  graphQL: { singularName: 'Budget', pluralName: 'Budgets' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'company', 'period', 'spendLimit', 'updatedAt'], group: 'Customers' },
  access: { read: budgetReaders('member'), create: memberMayCreate('pay'), update: memberMay('pay'), delete: nobody },
  hooks: { beforeChange: [checkBudget] },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true, access: fixed },
    {
      name: 'scope',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: [
        { label: 'A member', value: 'member' },
        { label: 'A team', value: 'team' },
      ],
      access: fixed,
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      access: fixed,
      admin: { condition: (data) => data?.scope !== 'team' },
    },
    {
      name: 'team',
      type: 'text',
      maxLength: 100,
      access: fixed,
      admin: { condition: (data) => data?.scope === 'team', description: 'The cost centre: members whose membership names this team.' },
    },
    derived({ name: 'name', type: 'text' }),
    {
      name: 'period',
      type: 'select',
      required: true,
      defaultValue: 'monthly',
      options: BUDGET_PERIODS.map((value) => ({ value, label: BUDGET_PERIOD_LABELS[value] })),
      admin: { description: 'Quarters begin in January, April, July and October; years in July.' },
    },
    { name: 'resetDay', type: 'number', required: true, defaultValue: 1, min: 1, max: 28, admin: { step: 1 } },
    {
      name: 'spendLimit',
      type: 'number',
      required: true,
      min: 0,
      max: MAX_BUDGET_CENTS,
      admin: { step: 1, description: 'Cents, AUD including GST, per period.' },
    },
    { name: 'scopeKey', type: 'text', unique: true, access: hiddenFromApi, admin: { hidden: true } },
    {
      name: 'entries',
      type: 'join',
      collection: 'budget-entries',
      on: 'budget',
      admin: { defaultColumns: ['kind', 'amount', 'periodStart', 'description', 'createdAt'] },
    },
  ],
})
