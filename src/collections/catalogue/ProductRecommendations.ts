import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

export const ProductRecommendations: CollectionConfig = {
  slug: 'product-recommendations',
  graphQL: { singularName: 'ProductRecommendation', pluralName: 'ProductRecommendations' },
  admin: { useAsTitle: 'product', group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.catalogue),
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, unique: true, index: true },
    { name: 'recommendedProducts', type: 'relationship', relationTo: 'products', hasMany: true, maxRows: 12 },
  ],
}
