import type { CollectionConfig } from 'payload'

import { assignCustomerOnCreate } from '@/access/customer-owned'
import { staffOnly } from '@/access/roles'
import { memberOfCompany, memberMay, memberMayCreate } from '@/collections/companies/membership-access'
import { derived, staffWritable } from '@/access/staff-writable'
import { customerField } from '@/fields/customer'
import { notifyParcelMoments } from '@/email/parcel-notifications'
import { auditStatusChange } from '../audit/audit-hooks'
import { STATUS_ACTIONS_COMPONENT } from '@/fields/status-log'
import { bookShipmentStock, checkNewShipment, restockUnsentShipment } from './book-shipment'
import { requestShipmentsEndpoint } from '@/collections/shipments/endpoints/request-endpoints'
import { buyLabelEndpoint, quoteShipmentEndpoint } from '@/collections/shipments/endpoints/label-endpoints'
import { deliveryDetailsEndpoint } from '@/collections/shipments/endpoints/delivery-details-endpoint'
import { commercialInvoiceEndpoint } from '@/collections/shipments/endpoints/commercial-invoice-endpoint'
import { enforceShipmentStatus } from './shipment-status-hook'
import { assignTrackingKey, trackingFields } from './tracking-fields'
import { labelFields } from './label-fields'
import { customsFields } from './customs-fields'
import { emailDeliveryDetailsLink, gatherDeliveryDetails } from './delivery-details-hooks'
import { queueAutomaticLabel } from './automatic-label'
import { queueLabelVoid } from './label-void'
import { releaseShipmentBudget, reserveShipmentBudget } from './shipment-budget'
import { cancelWaitingApproval } from '@/collections/approvals/hold-for-approval'
import { SHIPMENT_STATUSES, shipmentStatusLabel } from '@/domain/shipment-status'
import { withInputGuard } from '../input-guard'
import { withRowLock } from '../row-lock'
import { raiseWebhookEvents } from '../webhooks/event-hooks'
import { shipmentEvents } from '@/domain/webhooks/change-events'

export const Shipments: CollectionConfig = withInputGuard(
  withRowLock('shipments', {
    slug: 'shipments',
    graphQL: { singularName: 'Shipment', pluralName: 'Shipments' },
    admin: { defaultColumns: ['id', 'customer', 'recipient', 'status', 'processedAt'], group: 'Warehouse' },
    access: { read: memberOfCompany(), create: memberMayCreate('request'), update: memberMay('request'), delete: staffOnly },
    indexes: [{ fields: ['company', 'status', 'createdAt'] }, { fields: ['carrier', 'trackingNumber'], unique: true }],
    endpoints: [requestShipmentsEndpoint, buyLabelEndpoint, quoteShipmentEndpoint, deliveryDetailsEndpoint, commercialInvoiceEndpoint],
    hooks: {
      beforeChange: [assignCustomerOnCreate, checkNewShipment, assignTrackingKey, enforceShipmentStatus, gatherDeliveryDetails],
      afterChange: [
        bookShipmentStock,
        reserveShipmentBudget,
        restockUnsentShipment,
        releaseShipmentBudget,
        cancelWaitingApproval,
        auditStatusChange((doc) => `Shipment #${doc.id}`),
        notifyParcelMoments,
        emailDeliveryDetailsLink,
        raiseWebhookEvents(shipmentEvents),
        queueAutomaticLabel,
        queueLabelVoid,
      ],
    },
    fields: [
      customerField({ required: true }),
      {
        name: 'status',
        type: 'select',
        options: SHIPMENT_STATUSES.map((value) => ({ value, label: shipmentStatusLabel(value) })),
        defaultValue: 'requested',
        required: true,
        index: true,
        admin: { position: 'sidebar', components: { Field: STATUS_ACTIONS_COMPONENT } },
      },
      { name: 'recipient', type: 'relationship', relationTo: 'recipients', required: true },
      {
        name: 'items',
        type: 'array',
        minRows: 1,
        maxRows: 200,
        fields: [
          { name: 'inventoryItem', type: 'relationship', relationTo: 'inventory-items', required: true },
          { name: 'quantity', type: 'number', min: 1, defaultValue: 1, required: true },
        ],
      },
      staffWritable({ name: 'processedAt', type: 'date', admin: { position: 'sidebar' } }),
      staffWritable({ name: 'trackingUrl', type: 'text', maxLength: 500 }),
      ...trackingFields,
      ...labelFields,
      ...customsFields,
      derived({
        name: 'charge',
        type: 'number',
        admin: { description: 'Postage and handling, cents AUD including GST, as charged when requested.' },
      }),
      derived({ name: 'holdReason', type: 'text', admin: { description: 'Why the request waits for approval.' } }),
    ],
  }),
)
