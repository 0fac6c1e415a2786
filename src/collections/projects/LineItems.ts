import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { isCustomer, staffOnly } from '@/access/roles'
import { memberOfCompany, memberMay } from '@/collections/companies/membership-access'
import { staffPrivate, staffWritable } from '@/access/staff-writable'
import { unitPriceFor } from '@/domain/pricing'
import { validateSizeBreakdown } from '@/domain/sizes'
import { customerField } from '@/fields/customer'
import { relationId } from '@/platform/relation-id'
import { centsField } from '@/fields/money'
import { refreshTotalsAfterChange, refreshTotalsAfterDelete } from './project-totals'
import { clientError } from '@/platform/http/client-error'
import { withInputGuard } from '../input-guard'

const sizeRows = (name: string): Field => ({
  name,
  type: 'array',
  fields: [
    { name: 'sizingOption', type: 'relationship', relationTo: 'sizing-options', required: true },
    { name: 'quantity', type: 'number', min: 0, required: true, defaultValue: 0 },
  ],
})

/** Owner, default price and size rules that hold on every write path. */
const prepareLineItem: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const customerEditing = isCustomer(req.user)
  if (operation === 'create' || data.project !== undefined || customerEditing) {
    const project = await req.payload.findByID({
      collection: 'projects',
      id: relationId(data.project ?? originalDoc?.project)!,
      depth: 0,
      req,
      select: { customer: true, status: true },
      disableErrors: true,
    })
    if (!project) throw clientError('That project does not exist.', 400)
    if (customerEditing && project.status !== 'proposal_sent') {
      throw clientError('Sizes can only be changed while the proposal is open.', 400)
    }
    data.customer = relationId(project.customer)
  }
  const productId = data.product ?? originalDoc?.product
  if (operation === 'create' && (data.pricePerUnit === undefined || data.pricePerUnit === null) && productId) {
    const product = await req.payload.findByID({
      collection: 'products',
      id: relationId(productId)!,
      depth: 0,
      req,
      select: { priceBreaks: true, price: true },
      disableErrors: true,
    })
    data.pricePerUnit = unitPriceFor(product?.priceBreaks, data.quantity ?? 1, product?.price)
  }
  const merged = { ...originalDoc, ...data }
  if (merged.hasSizing && data.sizes !== undefined && req.context?.requireCompleteSizes) {
    const problem = validateSizeBreakdown(merged.title ?? 'this item', merged.quantity ?? 0, merged.sizes)
    if (problem) throw clientError(problem, 400)
  }
  return data
}

export const LineItems: CollectionConfig = withInputGuard({
  slug: 'line-items',
  graphQL: { singularName: 'LineItem', pluralName: 'LineItems' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'project', 'quantity', 'pricePerUnit'], group: 'Sales' },
  access: { read: memberOfCompany(), create: staffOnly, update: memberMay('request'), delete: staffOnly },
  hooks: {
    beforeChange: [prepareLineItem],
    afterChange: [refreshTotalsAfterChange],
    afterDelete: [refreshTotalsAfterDelete],
  },
  fields: [
    staffWritable({ name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true }),
    customerField(),
    staffWritable({ name: 'title', type: 'text', required: true, maxLength: 200 }),
    staffWritable({ name: 'position', type: 'number', defaultValue: 0, admin: { description: 'Order in the proposal.' } }),
    staffWritable({ name: 'product', type: 'relationship', relationTo: 'products' }),
    staffWritable({ name: 'variant', type: 'relationship', relationTo: 'product-variants' }),
    staffWritable({
      name: 'customDesignOptions',
      type: 'relationship',
      relationTo: 'product-customisation-tags',
      hasMany: true,
    }),
    staffWritable({ name: 'mockupImage', type: 'upload', relationTo: 'mockups' }),
    staffWritable({ name: 'hasSizing', type: 'checkbox', defaultValue: false }),
    staffWritable({ name: 'isPackaging', type: 'checkbox', defaultValue: false }),
    staffWritable({
      name: 'isSetUpFee',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A one-off charge: no artwork to approve and no stock to receive.' },
    }),
    staffWritable({ name: 'quantity', type: 'number', min: 1, required: true, defaultValue: 1 }),
    staffWritable(centsField('pricePerUnit')),
    staffPrivate(
      centsField('unitCost', {
        admin: {
          description:
            'What one unit costs us before GST (blank, decoration, freight in), in cents. Staff only: it makes the gross margin in staff insights; blank counts as not known.',
        },
      }),
    ),
    {
      name: 'sizes',
      type: 'group',
      admin: { condition: (data) => Boolean(data?.hasSizing) },
      fields: [sizeRows('mens'), sizeRows('womens')],
    },
  ],
})
