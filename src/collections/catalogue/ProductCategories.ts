import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { readProductCategories } from './access'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  graphQL: { singularName: 'ProductCategory', pluralName: 'ProductCategories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'internalUse'], group: 'Catalogue' },
  access: { read: readProductCategories, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.catalogue),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'storefront-images' },
    {
      name: 'internalUse',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Hidden from the storefront (e.g. packaging).' },
    },
    {
      name: 'featuredProducts',
      type: 'array',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
