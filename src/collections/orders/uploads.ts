import type { CollectionBeforeOperationHook, CollectionConfig, RelationshipFieldSingleValidation } from 'payload'

import { staffOnly } from '@/access/roles'
import { memberOfCompany } from '@/collections/companies/membership-access'
import { customerField } from '@/fields/customer'
import { clientError } from '@/platform/http/client-error'
import { mediaDir } from '@/platform/storage/storage-paths'
import { imageSizes } from '../content/image-sizes'
import { deriveProofOwner } from './proof-owner-hook'

/**
 * Artwork files are proofs to look at, not print masters: 10 MB is ample for a PNG or PDF proof.
 * Payload's own limit (payload.config.ts) is 20 MB for every upload, so this one is checked here.
 * The type is checked by Payload from the file's content against `mimeTypes`, not from its name.
 */
const ARTWORK_MAX_MB = 10
export const ARTWORK_MAX_BYTES = ARTWORK_MAX_MB * 1024 * 1024

const refuseLargeFile: CollectionBeforeOperationHook = ({ operation, req }) => {
  const size = req.file?.size ?? 0
  if ((operation === 'create' || operation === 'update') && size > ARTWORK_MAX_BYTES) {
    const megabytes = (size / 1024 / 1024).toFixed(1)
    throw clientError(`The file is ${megabytes} MB; artwork files can be at most ${ARTWORK_MAX_MB} MB.`, 413)
  }
}

/** The owner may be left out when the order or line item it is taken from is given. */
const ownerOrOrigin: RelationshipFieldSingleValidation = (value, { data }) => {
  const { order, lineItem } = (data ?? {}) as { order?: unknown; lineItem?: unknown }
  return value || order || lineItem ? true : 'Choose the customer, or the order or line item the proof is for.'
}

/** The relationship field the "Create New" drawer of an order's artwork item fills in. */
const PROOF_ORIGIN_FIELD = '@/components/admin/proof-origin/ProofOriginField#ProofOriginField'

/** Artwork proofs: images or PDF, versioned per line item, seen only by the owner and staff. */
export const ArtworkProofs: CollectionConfig = {
  slug: 'artwork-proofs',
  graphQL: { singularName: 'ArtworkProof', pluralName: 'ArtworkProofs' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'order', 'lineItem', 'version'],
    group: 'Sales',
    description: `A PNG, JPEG, WebP or PDF file of up to ${ARTWORK_MAX_MB} MB.`,
  },
  access: { read: memberOfCompany(), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [refuseLargeFile], beforeValidate: [deriveProofOwner] },
  upload: {
    staticDir: mediaDir('artwork-proofs'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
    imageSizes: imageSizes.filter((size) => ['sm', 'lg', 'xl'].includes(size.name)),
    adminThumbnail: 'sm',
  },
  fields: [
    customerField({
      required: true,
      validate: ownerOrOrigin,
      admin: { position: 'sidebar', description: 'Taken from the order or line item when left empty.' },
    }),
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { components: { Field: PROOF_ORIGIN_FIELD } } },
    {
      name: 'lineItem',
      type: 'relationship',
      relationTo: 'line-items',
      index: true,
      admin: { components: { Field: PROOF_ORIGIN_FIELD } },
    },
    { name: 'version', type: 'number', defaultValue: 1, min: 1 },
  ],
}

/** Mockups: the product with the customer's branding, shown on proposals. */
export const Mockups: CollectionConfig = {
  slug: 'mockups',
  graphQL: { singularName: 'Mockup', pluralName: 'Mockups' },
  // Images only: a mockup is shown inline on the proposal, resized like any picture.
  admin: { useAsTitle: 'filename', group: 'Sales', description: `A PNG, JPEG or WebP image of up to ${ARTWORK_MAX_MB} MB.` },
  access: { read: memberOfCompany(), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [refuseLargeFile] },
  upload: {
    staticDir: mediaDir('mockups'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    imageSizes: imageSizes.filter((size) => ['xs', 'sm', 'md', 'lg'].includes(size.name)),
    adminThumbnail: 'sm',
  },
  fields: [customerField({ required: true })],
}
