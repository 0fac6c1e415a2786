import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { COMPANY_ROLES, ROLE_LABELS } from '@/domain/company-roles'
import { APPROVAL_DECISIONS, APPROVAL_STATUS_LABELS, APPROVAL_STATUSES, DECISION_LABELS } from '@/domain/approval'
import { withInputGuard } from '../input-guard'
import { approvalReaders } from './approval-access'
import { approvalEndpoints } from './endpoints/approval-endpoints'

/**
 * A request held for approval because it went over a budget or met the company's approval rules
 * (a shipment, or a project to be paid on account): who asked, how much, why it was held, the chain of steps it waits for with
 * each step's decision (who, in which role, when), and the final decision. Opened when the request
 * is held (hold-for-approval.ts), decided step by step (operations/decide-approval.ts), cancelled
 * with the request; nobody writes one through the API.
 */
const roleOptions = COMPANY_ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role }))

export const Approvals: CollectionConfig = withInputGuard({
  slug: 'approvals',
  graphQL: { singularName: 'Approval', pluralName: 'Approvals' },
  admin: { useAsTitle: 'reason', defaultColumns: ['shipment', 'project', 'requestedBy', 'amount', 'status', 'createdAt'], group: 'Customers' },
  access: { read: approvalReaders, create: nobody, update: nobody, delete: nobody },
  // Status first: (company, status, createdAt) is already the name of the shipments' index.
  indexes: [{ fields: ['status', 'company', 'createdAt'] }],
  endpoints: approvalEndpoints,
  fields: [
    derived({ name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true }),
    // One of the two: the request held.
    derived({ name: 'shipment', type: 'relationship', relationTo: 'shipments', unique: true }),
    derived({ name: 'project', type: 'relationship', relationTo: 'projects', unique: true }),
    derived({ name: 'requestedBy', type: 'relationship', relationTo: 'customers', required: true, index: true }),
    derived({ name: 'amount', type: 'number', required: true, admin: { description: 'Cents, AUD including GST.' } }),
    derived({ name: 'reason', type: 'text', required: true }),
    derived({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: APPROVAL_STATUSES.map((value) => ({ value, label: APPROVAL_STATUS_LABELS[value] })),
    }),
    derived({
      name: 'steps',
      type: 'array',
      admin: { description: 'Who decides, in order, and each decision.' },
      fields: [
        { name: 'role', type: 'select', required: true, options: roleOptions },
        { name: 'decision', type: 'select', options: APPROVAL_DECISIONS.map((value) => ({ value, label: DECISION_LABELS[value] })) },
        { name: 'decidedBy', type: 'relationship', relationTo: 'customers' },
        { name: 'decidedRole', type: 'select', options: roleOptions },
        { name: 'decidedAt', type: 'date' },
      ],
    }),
    derived({ name: 'currentStep', type: 'number', required: true, defaultValue: 0, admin: { description: 'The step waiting, from 0.' } }),
    derived({ name: 'decidedBy', type: 'relationship', relationTo: 'customers' }),
    derived({
      name: 'decidedRole',
      type: 'select',
      options: roleOptions,
      admin: { description: 'The role the decider held when deciding.' },
    }),
    derived({ name: 'decidedAt', type: 'date' }),
  ],
})
