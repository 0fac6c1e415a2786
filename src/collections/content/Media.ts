import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access/roles'
import { mediaDir } from '@/platform/storage/storage-paths'
import { revalidateHooks } from '../catalogue/revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { imageSizes } from './image-sizes'

export const Media: CollectionConfig = {
  slug: 'media',
  graphQL: { singularName: 'Media', pluralName: 'AllMedia' },
  admin: { useAsTitle: 'description', group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CACHE_TAGS.content),
  upload: {
    staticDir: mediaDir('media'),
    mimeTypes: ['image/*'],
    imageSizes,
    adminThumbnail: 'sm',
    focalPoint: true,
  },
  fields: [{ name: 'description', type: 'text', admin: { description: 'Alternative text for screen readers.' } }],
}

export const StorefrontImages: CollectionConfig = {
  ...Media,
  slug: 'storefront-images',
  graphQL: { singularName: 'StorefrontImage', pluralName: 'StorefrontImages' },
  upload: { ...(Media.upload as object), staticDir: mediaDir('storefront-images') },
}
