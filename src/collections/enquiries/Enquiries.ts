import type { CollectionBeforeChangeHook, CollectionConfig, TextField } from 'payload'

import { anyone, isStaff, isTrustedServerCall, staffOnly } from '@/access/roles'
import { staffWritable } from '@/access/staff-writable'
import { AUDIENCES, BUDGETS, QUANTITY_RANGES } from '@/domain/enquiry-options'
import { relationId } from '@/platform/relation-id'
import { enquiryOwnerFor, readEnquiries, updateEnquiries, visitorBrowserFor } from './access'
import { claimEnquiryKey, markEnquiryKeyWritten } from './claim-enquiry-key'
import { createProjectFromEnquiryEndpoint } from '@/collections/enquiries/endpoints/create-project-endpoint'
import { notifyOnSubmit } from './notify-on-submit'
import { checkQuoteChoices, storeEstimate } from './store-estimate'
import { clientError } from '@/platform/http/client-error'
import { withInputGuard } from '../input-guard'
import { withRowLock } from '../row-lock'

const choices = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** The enquiry's answer lists, stored as their words ("Under $50" cannot be a GraphQL enum name). */
const answerField = (name: string, answers: readonly string[]): TextField => ({
  name,
  type: 'text',
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || answers.includes(value as string) ? true : `Choose one of: ${answers.join(', ')}.`,
  admin: { description: answers.join(' · ') },
})

/** Visitors and customers write only their own enquiry, and may only move it from pending to submitted. */
const guardEnquiryWrite: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (isStaff(req.user) || isTrustedServerCall(req)) return data
  const owner = enquiryOwnerFor(req)
  const requested = relationId(data.customer)
  if (requested !== null && String(requested) !== String(owner)) {
    throw clientError('An enquiry can only be saved for your own account.', 403)
  }
  const status = data.status ?? originalDoc?.status ?? 'pending'
  if (operation === 'create' && status !== 'pending') {
    throw clientError('A new enquiry starts as pending.', 400)
  }
  if (status === 'submitted' && !owner) {
    throw clientError('Tell us your email before sending the enquiry.', 400)
  }
  const browser = operation === 'create' ? { createdByBrowser: visitorBrowserFor(req) ?? undefined } : {}
  return { ...data, customer: owner ?? undefined, ...browser }
}

/** The ids of `items[].key`, each once. */
const itemIds = (items: unknown, key: 'product' | 'variant'): (string | number)[] =>
  Array.isArray(items) ? [...new Set(items.map((item) => relationId(item?.[key])).filter((id) => id !== null))] : []

/**
 * A visitor's items are products and variants of the public catalogue: an unknown or hidden id is
 * refused with a reason (the database would otherwise refuse it with a 500).
 */
const checkEnquiryItems: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (isStaff(req.user) || isTrustedServerCall(req)) return data
  for (const [key, collection] of [
    ['product', 'products'],
    ['variant', 'product-variants'],
  ] as const) {
    const ids = itemIds(data.items, key)
    if (ids.length === 0) continue
    const found = await req.payload.count({ collection, where: { id: { in: ids } }, overrideAccess: false, req })
    if (found.totalDocs !== ids.length) throw clientError('Choose products from the catalogue: one of them is not available.', 400)
  }
  return data
}

export const Enquiries: CollectionConfig = withInputGuard(
  withRowLock('enquiries', {
    slug: 'enquiries',
    graphQL: { singularName: 'Enquiry', pluralName: 'Enquiries' },
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'type', 'status', 'createdAt'], group: 'Sales' },
    access: { read: readEnquiries, create: anyone, update: updateEnquiries, delete: staffOnly },
    indexes: [{ fields: ['status', 'createdAt'] }],
    hooks: {
      beforeOperation: [claimEnquiryKey],
      beforeChange: [guardEnquiryWrite, checkEnquiryItems, checkQuoteChoices, storeEstimate],
      afterChange: [notifyOnSubmit],
      afterOperation: [markEnquiryKeyWritten],
    },
    endpoints: [createProjectFromEnquiryEndpoint],
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 200 },
      {
        name: 'type',
        type: 'select',
        options: choices(['wishlist', 'general']),
        defaultValue: 'wishlist',
        required: true,
      },
      {
        name: 'status',
        type: 'select',
        options: choices(['pending', 'submitted']),
        defaultValue: 'pending',
        required: true,
        index: true,
      },
      { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { position: 'sidebar' } },
      { name: 'email', type: 'email' },
      {
        name: 'phone',
        type: 'group',
        fields: [
          { name: 'countryCode', type: 'text', maxLength: 2 },
          { name: 'number', type: 'text', maxLength: 32 },
        ],
      },
      answerField('audience', AUDIENCES),
      answerField('quantity', QUANTITY_RANGES),
      answerField('budget', BUDGETS),
      { name: 'dueDate', type: 'date' },
      {
        name: 'items',
        type: 'array',
        maxRows: 100,
        fields: [
          { name: 'product', type: 'relationship', relationTo: 'products', required: true },
          { name: 'variant', type: 'relationship', relationTo: 'product-variants' },
          { name: 'decoration', type: 'relationship', relationTo: 'product-customisation-tags' },
          {
            name: 'quantity',
            type: 'number',
            admin: { description: 'The exact number of this item, when the buyer gave one instead of the range.' },
          },
        ],
      },
      {
        // Priced on the server from the catalogue on submission (store-estimate.ts); never taken from the client.
        name: 'estimate',
        type: 'json',
        access: { create: () => false, update: () => false },
        admin: {
          readOnly: true,
          components: { Field: '@/components/admin/EnquiryEstimateField#EnquiryEstimateField' },
        },
      },
      {
        name: 'utm',
        type: 'group',
        fields: [
          { name: 'utmSource', type: 'text', maxLength: 200 },
          { name: 'utmMedium', type: 'text', maxLength: 200 },
          { name: 'utmCampaign', type: 'text', maxLength: 200 },
        ],
      },
      { name: 'notes', type: 'textarea', maxLength: 5000 },
      {
        // The visitor's browser that started the enquiry (enquiries/access.ts); set only by guardEnquiryWrite, never shown.
        name: 'createdByBrowser',
        type: 'text',
        maxLength: 64,
        access: { read: () => false, create: () => false, update: () => false },
        admin: { hidden: true },
      },
      staffWritable({ name: 'project', type: 'relationship', relationTo: 'projects', admin: { position: 'sidebar' } }),
      {
        name: 'createProject',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: '@/components/admin/CreateProjectButton#CreateProjectButton' } },
      },
    ],
  }),
)
