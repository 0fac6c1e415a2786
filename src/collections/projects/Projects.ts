import { cancelOnAccountApproval } from '@/collections/approvals/hold-for-approval'
import { isDeepStrictEqual } from 'node:util'

import type { CollectionBeforeChangeHook, CollectionConfig, FilterOptions, PayloadRequest } from 'payload'

import { isCustomer, staffOnly } from '@/access/roles'
import { memberOfCompany, memberMay } from '@/collections/companies/membership-access'
import { derived, staffWritable } from '@/access/staff-writable'
import { assignCustomerOnCreate } from '@/access/customer-owned'
import { companyOptionsOnly } from '@/collections/companies/membership-access'
import { customerField } from '@/fields/customer'
import { activeArchivedOptions } from '@/fields/active-archived'
import { centsField } from '@/fields/money'
import { statusChangeLogField, statusField } from '@/fields/status-log'
import { packingTypeField, numberOfPacksField, paymentMethodField, paymentStatusField } from './fields'
import { auditStatusChange } from '../audit/audit-hooks'
import { createOrderOnCompletion } from './create-order-on-completion'
import { notifyProjectStatus } from './project-status-emails'
import { assignShareKey, shareKeyField } from './share-key-hook'
import { enforceStatusMachine } from './status-machine-hook'
import { stampPaidAt } from './paid-at-hook'
import { cardPaymentOverwrite } from '@/domain/card-payment-record'
import { clientError } from '@/platform/http/client-error'
import { PURCHASE_ORDER_MAX_LENGTH, purchaseOrderProblem } from '@/domain/purchase-order'
import { withInputGuard } from '../input-guard'
import { withRowLock } from '../row-lock'
import { raiseWebhookEvents } from '../webhooks/event-hooks'
import { syncInvoicePayment } from '../accounting/sync-hooks'
import { projectEvents } from '@/domain/webhooks/change-events'
import { reorderEndpoint } from '@/collections/projects/endpoints/reorder-endpoint'
import { labelledOptions } from '@/fields/options'

const FINALISATION_FIELDS = [
  'packingType',
  'numberOfPacks',
  'shipmentType',
  'singleDropRecipient',
  'distributionListShipments',
  'country',
  'dueDate',
] as const

/** A customer settles packing and shipping only while the proposal is open for finalising. */
const lockFinalisedProject: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !isCustomer(req.user) || originalDoc?.status === 'proposal_sent') return data
  if (FINALISATION_FIELDS.some((field) => data[field] !== undefined && !isDeepStrictEqual(data[field], originalDoc?.[field]))) {
    throw clientError('Packing and shipping can only be changed while the proposal is open.', 400)
  }
  return data
}

/** A customer's distribution list names only this project's own line items. */
const ownLineItemsOnly: FilterOptions = ({ id, user }) => (isCustomer(user as PayloadRequest['user']) ? { project: { equals: id ?? 0 } } : true)

/** The gateway's record of a card payment survives a staff form that was opened before it landed. */
const keepCardPayment: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || req.context?.statusActor === 'gateway' || !originalDoc) return data
  const problem = cardPaymentOverwrite(originalDoc, data)
  if (problem) throw clientError(problem, 409)
  return data
}

export const Projects: CollectionConfig = withInputGuard(
  withRowLock('projects', {
    slug: 'projects',
    graphQL: { singularName: 'Project', pluralName: 'Projects' },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'customer', 'status', 'subtotalPrice', 'createdAt'],
      listSearchableFields: ['name', 'purchaseOrderNumber'],
      group: 'Sales',
    },
    access: { read: memberOfCompany(), create: staffOnly, update: memberMay('request'), delete: staffOnly },
    indexes: [{ fields: ['company', 'visibility', 'createdAt'] }],
    endpoints: [reorderEndpoint],
    hooks: {
      beforeChange: [assignCustomerOnCreate, assignShareKey, lockFinalisedProject, keepCardPayment, enforceStatusMachine('project'), stampPaidAt],
      afterChange: [
        createOrderOnCompletion,
        auditStatusChange((doc) => `Project "${doc.name}"`),
        notifyProjectStatus,
        cancelOnAccountApproval,
        raiseWebhookEvents(projectEvents),
        syncInvoicePayment,
      ],
    },
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 200 },
      customerField({ required: true }),
      statusField(),
      statusChangeLogField(),
      {
        name: 'visibility',
        type: 'select',
        options: activeArchivedOptions,
        defaultValue: 'active',
        required: true,
        index: true,
        admin: { position: 'sidebar' },
      },
      shareKeyField(),
      staffWritable({ name: 'enquiry', type: 'relationship', relationTo: 'enquiries', admin: { position: 'sidebar' } }),
      staffWritable({
        name: 'reorderOf',
        type: 'relationship',
        relationTo: 'orders',
        index: true,
        admin: { position: 'sidebar', description: 'The order this project repeats: its approved artwork and size split.' },
      }),
      packingTypeField(),
      numberOfPacksField(),
      {
        name: 'proposal',
        type: 'ui',
        admin: { components: { Field: '@/components/admin/proposal/ProposalBuilder#ProposalBuilder' } },
      },
      {
        name: 'lineItems',
        type: 'join',
        collection: 'line-items',
        on: 'project',
        defaultSort: 'position',
        defaultLimit: 100,
        // The proposal builder above shows and edits them.
        admin: { hidden: true },
      },
      derived({ name: 'hasSizedLineItems', type: 'checkbox', defaultValue: false }),
      derived({ name: 'sizes', type: 'json' }),
      derived(centsField('subtotalPrice', { defaultValue: 0 })),
      staffWritable(centsField('shippingEstimate', { defaultValue: 0 })),
      {
        name: 'shipmentType',
        type: 'select',
        options: labelledOptions({ single_drop: 'Single drop', distribution_list: 'Distribution list' }),
      },
      { name: 'singleDropRecipient', type: 'relationship', relationTo: 'recipients', filterOptions: companyOptionsOnly },
      {
        name: 'distributionListShipments',
        type: 'array',
        maxRows: 5000,
        fields: [
          { name: 'recipient', type: 'relationship', relationTo: 'recipients', required: true, filterOptions: companyOptionsOnly },
          {
            name: 'items',
            type: 'array',
            fields: [
              { name: 'lineItem', type: 'relationship', relationTo: 'line-items', required: true, filterOptions: ownLineItemsOnly },
              { name: 'quantity', type: 'number', min: 1, defaultValue: 1, required: true },
            ],
          },
        ],
      },
      { name: 'country', type: 'text', defaultValue: 'AU', maxLength: 2 },
      { name: 'dueDate', type: 'date' },
      staffWritable({
        name: 'purchaseOrderNumber',
        label: 'PO number',
        type: 'text',
        maxLength: PURCHASE_ORDER_MAX_LENGTH,
        index: true,
        validate: (value: unknown) => purchaseOrderProblem(value) ?? true,
        admin: { description: 'The customer’s purchase-order number, printed on the invoice.' },
      }),
      staffWritable(paymentMethodField()),
      staffWritable(paymentStatusField()),
      staffWritable({ name: 'stripeTransactionId', type: 'text', index: true }),
      derived({ name: 'paidAt', type: 'date', index: true, admin: { description: 'When the payment status last turned paid.' } }),
      staffWritable({
        name: 'invoice',
        type: 'group',
        fields: [
          { name: 'number', type: 'text', index: true },
          { name: 'issuedAt', type: 'date' },
          { name: 'dueAt', type: 'date' },
        ],
      }),
      staffWritable({ name: 'order', type: 'relationship', relationTo: 'orders' }),
    ],
  }),
)
