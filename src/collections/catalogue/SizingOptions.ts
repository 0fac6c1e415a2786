import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

export const SizingOptions: CollectionConfig = {
  slug: 'sizing-options',
  graphQL: { singularName: 'SizingOption', pluralName: 'SizingOptions' },
  admin: { useAsTitle: 'shortLabel', defaultColumns: ['shortLabel', 'label', 'order'], group: 'Catalogue' },
  defaultSort: 'order',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.catalogue),
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'shortLabel', type: 'text', required: true, unique: true },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
  ],
}
