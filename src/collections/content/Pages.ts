import type { CollectionConfig, Field } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from '../catalogue/revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

const tipFields: Field[] = [
  { name: 'heading', type: 'text' },
  { name: 'body', type: 'textarea' },
]

const when = (template: string) => ({ condition: (data: { template?: string }) => data?.template === template })

/** Content pages: each template with its own fields. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  graphQL: { singularName: 'Page', pluralName: 'Pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'template', 'slug'], group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.content),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'template',
      type: 'select',
      required: true,
      index: true,
      options: ['Storefront', 'Start', 'SubmitEnquiry'],
      admin: { position: 'sidebar' },
    },
    {
      name: 'storefront',
      type: 'group',
      admin: when('Storefront'),
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'subheading', type: 'textarea' },
        { name: 'heroImage', type: 'upload', relationTo: 'storefront-images' },
        { name: 'featuredCollections', type: 'relationship', relationTo: 'product-collections', hasMany: true },
      ],
    },
    {
      name: 'start',
      type: 'group',
      admin: when('Start'),
      fields: [
        { name: 'heading', type: 'text' },
        {
          name: 'steps',
          type: 'array',
          fields: [
            { name: 'heading', type: 'text', required: true },
            { name: 'text', type: 'textarea' },
          ],
        },
        { name: 'bookCallUrl', type: 'text' },
      ],
    },
    {
      name: 'submitEnquiry',
      type: 'group',
      admin: when('SubmitEnquiry'),
      fields: [
        {
          name: 'beforeSubmit',
          type: 'group',
          fields: [
            { name: 'heading', type: 'text' },
            { name: 'tip', type: 'group', fields: tipFields },
          ],
        },
        {
          name: 'afterSubmit',
          type: 'group',
          fields: [
            { name: 'heading', type: 'text' },
            { name: 'body', type: 'textarea' },
            { name: 'tip', type: 'group', fields: tipFields },
            { name: 'bookCallUrl', type: 'text' },
          ],
        },
      ],
    },
  ],
}
