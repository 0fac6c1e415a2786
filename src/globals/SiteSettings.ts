import type { Field, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { revalidateGlobal } from '@/collections/catalogue/revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

const successContent = (name: string): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'whatsNext', type: 'textarea' },
  ],
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  graphQL: { name: 'SiteSettings' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [revalidateGlobal(CACHE_TAGS.settings)] },
  fields: [
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'storefront-images' },
      ],
    },
    {
      name: 'supplier',
      type: 'group',
      admin: { description: 'Shown on invoices and emails.' },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'legalName', type: 'text' },
        { name: 'abn', type: 'text', label: 'ABN' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        { name: 'address', type: 'textarea' },
        { name: 'staffNotificationEmail', type: 'email' },
      ],
    },
    {
      name: 'dispatchFrom',
      type: 'group',
      label: 'Dispatch from',
      admin: { description: 'The warehouse parcels leave from: the sender on every shipping label.' },
      fields: [
        { name: 'name', type: 'text', maxLength: 200 },
        { name: 'address1', type: 'text', maxLength: 200 },
        { name: 'address2', type: 'text', maxLength: 200 },
        { name: 'suburb', type: 'text', maxLength: 100 },
        { name: 'state', type: 'text', maxLength: 3 },
        { name: 'postcode', type: 'text', maxLength: 4 },
        { name: 'phone', type: 'text', maxLength: 32 },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'hasCollections', type: 'checkbox', defaultValue: false },
    {
      name: 'productCategories',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      admin: { description: 'Navigation order.' },
    },
    {
      name: 'sizingOptions',
      type: 'relationship',
      relationTo: 'sizing-options',
      hasMany: true,
      admin: { description: 'Display order of sizes.' },
    },
    {
      name: 'reviews',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'storefront-images' },
        { name: 'quote', type: 'textarea', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'company', type: 'text' },
      ],
    },
    {
      name: 'payments',
      type: 'group',
      fields: [
        {
          name: 'stripeCardFee',
          type: 'number',
          min: 0,
          max: 10,
          defaultValue: 1.5,
          admin: { description: 'Card surcharge in percent of the GST-inclusive total.' },
        },
        { name: 'successContent', type: 'group', fields: [successContent('card'), successContent('invoice')] },
      ],
    },
  ],
}
