import type { CollectionConfig, Field } from 'payload'

import { nobody, staffOnly } from '@/access/roles'
import { memberMay } from '@/collections/companies/membership-access'
import { raiseWebhookEvents } from '@/collections/webhooks/event-hooks'
import { syncIssuedInvoice } from '@/collections/accounting/sync-hooks'
import { invoiceEvents } from '@/domain/webhooks/change-events'
import { customerField } from '@/fields/customer'
import { centsField } from '@/fields/money'

const readOnly = <T extends Field>(field: T): T => ({ ...field, admin: { ...field.admin, readOnly: true } }) as T

/**
 * Issued invoices, immutable: the number comes from a gap-free sequence allocated in the issuing
 * transaction, and the lines and totals are a snapshot of the project at issue, so the PDF reads
 * the same however the project changes later. Staff mark the project paid, not the invoice.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  graphQL: { singularName: 'Invoice', pluralName: 'Invoices' },
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'customer', 'project', 'total', 'dueAt'], group: 'Sales' },
  access: { read: memberMay('readSpend'), create: nobody, update: nobody, delete: staffOnly },
  hooks: { afterChange: [raiseWebhookEvents(invoiceEvents), syncIssuedInvoice] },
  fields: [
    readOnly({ name: 'number', type: 'text', required: true, unique: true }),
    readOnly({ name: 'sequence', type: 'number', required: true, unique: true }),
    customerField({ required: true }),
    readOnly({ name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true }),
    readOnly({ name: 'issuedAt', type: 'date', required: true }),
    readOnly({ name: 'dueAt', type: 'date', required: true }),
    readOnly({
      name: 'billTo',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'company', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    }),
    readOnly({
      name: 'lines',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'quantity', type: 'number', required: true },
        centsField('unitPrice', { required: true }),
        centsField('total', { required: true }),
      ],
    }),
    readOnly(centsField('subtotal', { required: true })),
    readOnly(centsField('shipping', { required: true })),
    readOnly(centsField('gst', { required: true })),
    readOnly(centsField('total', { required: true })),
  ],
}
