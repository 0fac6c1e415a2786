import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { readProductVariants } from './access'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

export const ProductVariants: CollectionConfig = {
  slug: 'product-variants',
  graphQL: { singularName: 'ProductVariant', pluralName: 'ProductVariants' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'product', 'colour'], group: 'Catalogue' },
  access: { read: readProductVariants, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.catalogue),
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'name', type: 'text', required: true, index: true },
    {
      name: 'colour',
      type: 'text',
      required: true,
      admin: { description: 'Hex colour, e.g. #1f3a5f.' },
      validate: (value: unknown) => (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Enter a hex colour like #1f3a5f.'),
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
