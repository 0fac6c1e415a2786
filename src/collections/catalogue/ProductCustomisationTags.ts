import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { CACHE_TAGS, revalidateHooks } from './revalidate'

export const ProductCustomisationTags: CollectionConfig = {
  slug: 'product-customisation-tags',
  graphQL: { singularName: 'ProductCustomisationTag', pluralName: 'ProductCustomisationTags' },
  admin: { useAsTitle: 'label', group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.catalogue),
  fields: [{ name: 'label', type: 'text', required: true }, slugField('label')],
}
