import type { CollectionConfig } from 'payload'

import { ownedByCustomer, staffOnly } from '@/access/roles'
import { customerField } from '@/fields/customer'
import { mediaDir } from '@/lib/storage-paths'
import { imageSizes } from '../content/image-sizes'

/** Artwork proofs: images or PDF, versioned per line item, seen only by the owner and staff. */
export const ArtworkProofs: CollectionConfig = {
  slug: 'artwork-proofs',
  graphQL: { singularName: 'ArtworkProof', pluralName: 'ArtworkProofs' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'order', 'lineItem', 'version'], group: 'Sales' },
  access: { read: ownedByCustomer, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: mediaDir('artwork-proofs'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
    imageSizes: imageSizes.filter((size) => ['sm', 'lg', 'xl'].includes(size.name)),
    adminThumbnail: 'sm',
  },
  fields: [
    customerField({ required: true }),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'lineItem', type: 'relationship', relationTo: 'line-items', index: true },
    { name: 'version', type: 'number', defaultValue: 1, min: 1 },
  ],
}

/** Mockups: the product with the customer's branding, shown on proposals. */
export const Mockups: CollectionConfig = {
  slug: 'mockups',
  graphQL: { singularName: 'Mockup', pluralName: 'Mockups' },
  admin: { useAsTitle: 'filename', group: 'Sales' },
  access: { read: ownedByCustomer, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: mediaDir('mockups'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    imageSizes: imageSizes.filter((size) => ['xs', 'sm', 'md', 'lg'].includes(size.name)),
    adminThumbnail: 'sm',
  },
  fields: [customerField({ required: true })],
}
