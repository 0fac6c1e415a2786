import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'
import { hiddenFromApi } from '@/access/staff-writable'
import { withInputGuard } from '../input-guard'
import { budgetReaders } from './budget-access'

/**
 * The budget ledger, append-only: a `reserve` entry (positive cents) when a request books spend
 * against a budget, a `release` (the same amount, negative) when it is cancelled. Entries are
 * written only inside the booking's transaction (budget-ledger.ts); `entryKey` is unique, so a
 * reservation is released once, and the database checks each entry's sign.
 */
export const BudgetEntries: CollectionConfig = withInputGuard({
  slug: 'budget-entries',
  graphQL: { singularName: 'BudgetEntry', pluralName: 'BudgetEntries' },
  admin: { useAsTitle: 'description', defaultColumns: ['budget', 'kind', 'amount', 'periodStart', 'createdAt'], group: 'Customers' },
  access: { read: budgetReaders('member'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['budget', 'periodStart'] }],
  fields: [
    { name: 'budget', type: 'relationship', relationTo: 'budgets', required: true, index: true },
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'customers', admin: { description: 'Who asked.' } },
    { name: 'periodStart', type: 'text', required: true, admin: { description: 'The first day (YYYY-MM-DD) of the period the entry counts in.' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Reserved', value: 'reserve' },
        { label: 'Released', value: 'release' },
      ],
    },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Cents, AUD including GST.' } },
    // One of the two: what spent.
    { name: 'shipment', type: 'relationship', relationTo: 'shipments', index: true },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true, admin: { description: 'A project paid on account.' } },
    { name: 'description', type: 'text', maxLength: 300 },
    { name: 'entryKey', type: 'text', required: true, unique: true, access: hiddenFromApi, admin: { hidden: true } },
  ],
})
