import type { CollectionConfig, FilterOptions } from 'payload'

import { staffOnly } from '@/access/roles'
import { memberOfCompany, memberMay } from '@/collections/companies/membership-access'
import { staffWritable } from '@/access/staff-writable'
import { customerField } from '@/fields/customer'
import { statusChangeLogField, statusField } from '@/fields/status-log'
import { numberOfPacksField, packingTypeField, paymentMethodField, paymentStatusField } from '../projects/fields'
import { assignShareKey, shareKeyField } from '../projects/share-key-hook'
import { enforceStatusMachine } from '../projects/status-machine-hook'
import { notifyArtworkApprovalRequested } from '@/email/status-notifications'
import { auditStatusChange } from '../audit/audit-hooks'
import { recordArtworkReview } from './artwork-review-hook'
import { keepProofHistory } from './proof-history-hook'
import { receiveGoodsOnCompletion } from './receive-goods'
import { timelineField } from './timeline-fields'
import { notifyReadyDateMoved, planProductionTimeline } from './timeline-hook'
import { withInputGuard } from '../input-guard'
import { withRowLock } from '../row-lock'
import { raiseWebhookEvents } from '../webhooks/event-hooks'
import { orderEvents } from '@/domain/webhooks/change-events'
import { relationId } from '@/platform/relation-id'
import { labelledOptions } from '@/fields/options'

/** An artwork item shows, and accepts, only proofs of the order's own customer. */
const ownersProofs: FilterOptions = ({ data }) => {
  const customer = relationId(data?.customer)
  return customer === null ? true : { customer: { equals: customer } }
}

export const Orders: CollectionConfig = withInputGuard(
  withRowLock('orders', {
    slug: 'orders',
    graphQL: { singularName: 'Order', pluralName: 'Orders' },
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'customer', 'status', 'paymentStatus', 'createdAt'], group: 'Sales' },
    access: { read: memberOfCompany(), create: staffOnly, update: memberMay('request'), delete: staffOnly },
    indexes: [{ fields: ['company', 'createdAt'] }],
    hooks: {
      beforeChange: [assignShareKey, recordArtworkReview, keepProofHistory, enforceStatusMachine('order'), planProductionTimeline],
      afterChange: [
        receiveGoodsOnCompletion,
        auditStatusChange((doc) => `Order "${doc.name}"`),
        notifyArtworkApprovalRequested,
        notifyReadyDateMoved,
        raiseWebhookEvents(orderEvents),
      ],
    },
    fields: [
      staffWritable({ name: 'name', type: 'text', required: true, maxLength: 200 }),
      customerField({ required: true }),
      // One order per project: the unique index holds even if two completions slipped past the row lock.
      staffWritable({ name: 'project', type: 'relationship', relationTo: 'projects', unique: true }),
      statusField(),
      statusChangeLogField(),
      shareKeyField(),
      staffWritable(packingTypeField()),
      staffWritable(numberOfPacksField()),
      staffWritable({ name: 'lineItems', type: 'relationship', relationTo: 'line-items', hasMany: true }),
      {
        name: 'artworkReviewItems',
        type: 'array',
        fields: [
          {
            name: 'status',
            type: 'select',
            defaultValue: 'pending',
            required: true,
            options: labelledOptions({ pending: 'Pending', approved: 'Approved', changes_requested: 'Changes requested' }),
          },
          { name: 'lineItem', type: 'relationship', relationTo: 'line-items' },
          {
            name: 'artworkProof',
            type: 'upload',
            relationTo: 'artwork-proofs',
            filterOptions: ownersProofs,
            admin: { components: { Field: '@/components/admin/proof-origin/ArtworkProofField#ArtworkProofField' } },
          },
          { name: 'customerComments', type: 'textarea', maxLength: 2000 },
          { name: 'reviewedBy', type: 'text', admin: { readOnly: true } },
          { name: 'reviewedAt', type: 'date', admin: { readOnly: true } },
          {
            name: 'previousProofs',
            type: 'array',
            admin: { readOnly: true, description: 'Proofs this one replaced, oldest first.' },
            fields: [
              { name: 'artworkProof', type: 'upload', relationTo: 'artwork-proofs' },
              { name: 'replacedAt', type: 'date' },
            ],
          },
        ],
      },
      timelineField(),
      staffWritable(paymentMethodField()),
      staffWritable(paymentStatusField()),
      staffWritable({ name: 'stripeTransactionId', type: 'text' }),
    ],
  }),
)
