import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { anyone, isStaff, isTrustedServerCall, staffOnly } from '@/access/roles'
import { staffWritable } from '@/access/staff-writable'
import { AUDIENCES, BUDGETS, QUANTITY_RANGES } from '@/domain/enquiry-options'
import { relationId } from '@/lib/relation-id'
import { enquiryOwnerFor, readEnquiries, updateEnquiries } from './access'

const choices = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Visitors and customers write only their own enquiry, and may only move it from pending to submitted. */
const guardEnquiryWrite: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (isStaff(req.user) || isTrustedServerCall(req)) return data
  const owner = enquiryOwnerFor(req)
  const requested = relationId(data.customer)
  if (requested !== null && String(requested) !== String(owner)) {
    throw new APIError('An enquiry can only be saved for your own account.', 403, null, true)
  }
  const status = data.status ?? originalDoc?.status ?? 'pending'
  if (operation === 'create' && status !== 'pending') {
    throw new APIError('A new enquiry starts as pending.', 400, null, true)
  }
  if (status === 'submitted' && !owner) {
    throw new APIError('Tell us your email before sending the enquiry.', 400, null, true)
  }
  return { ...data, customer: owner ?? undefined }
}

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  graphQL: { singularName: 'Enquiry', pluralName: 'Enquiries' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'type', 'status', 'createdAt'], group: 'Sales' },
  access: { read: readEnquiries, create: anyone, update: updateEnquiries, delete: staffOnly },
  indexes: [{ fields: ['status', 'createdAt'] }],
  hooks: { beforeChange: [guardEnquiryWrite] },
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
    { name: 'audience', type: 'select', options: choices(AUDIENCES) },
    { name: 'quantity', type: 'select', options: choices(QUANTITY_RANGES) },
    { name: 'budget', type: 'select', options: choices(BUDGETS) },
    { name: 'dueDate', type: 'date' },
    {
      name: 'items',
      type: 'array',
      maxRows: 100,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        { name: 'variant', type: 'relationship', relationTo: 'product-variants' },
      ],
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
    staffWritable({ name: 'project', type: 'relationship', relationTo: 'projects', admin: { position: 'sidebar' } }),
  ],
}
