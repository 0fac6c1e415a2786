import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { centsField } from '@/fields/money'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

export const ProductCustomisationTags: CollectionConfig = {
  slug: 'product-customisation-tags',
  graphQL: { singularName: 'ProductCustomisationTag', pluralName: 'ProductCustomisationTags' },
  admin: { useAsTitle: 'label', group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.catalogue),
  fields: [
    { name: 'label', type: 'text', required: true },
    slugField('label'),
    // The enquiry's estimate and the proposal drafted from it add these to the product's price.
    centsField('unitPrice', {
      defaultValue: 0,
      admin: { description: 'Decoration price per item, in cents (AUD, ex GST): 250 is $2.50.' },
    }),
    centsField('setupFee', {
      defaultValue: 0,
      admin: { description: 'One-off set-up fee per item ordered with this decoration, in cents (AUD, ex GST).' },
    }),
  ],
}
