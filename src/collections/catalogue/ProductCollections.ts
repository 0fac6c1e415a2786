import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

const countProducts: CollectionBeforeChangeHook = ({ data }) => {
  if (Array.isArray(data.products)) data.productCount = data.products.length
  return data
}

export const ProductCollections: CollectionConfig = {
  slug: 'product-collections',
  graphQL: { singularName: 'ProductCollection', pluralName: 'ProductCollections' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'productCount'], group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    ...revalidateHooks(CACHE_TAGS.catalogue),
    beforeChange: [countProducts],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'description',
      type: 'group',
      fields: [
        { name: 'short', type: 'text' },
        { name: 'long', type: 'textarea' },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'storefront-images', hasMany: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    {
      name: 'productCount',
      type: 'number',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
