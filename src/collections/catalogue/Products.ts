import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { staffOnly } from '@/access/roles'
import { activeArchivedOptions } from '@/fields/active-archived'
import { centsField } from '@/fields/money'
import { slugField } from '@/fields/slug'
import { lowestUnitPrice } from '@/domain/pricing'
import { DEFAULT_LEAD_TIME_DAYS, MAX_LEAD_TIME_DAYS } from '@/domain/production-timeline'
import { readProducts } from './access'
import { productCustomsField } from './customs-fields'
import { cardAnswerForRestLists } from './product-list-answer'
import { revalidateHooks } from './revalidate'
import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'

// The list price is the best price break, so sorting by price matches the "from $X" on cards.
const listAtTheBestPriceBreak: CollectionBeforeChangeHook = ({ data }) => {
  if (Array.isArray(data.priceBreaks) && data.priceBreaks.length > 0) {
    data.price = lowestUnitPrice(data.priceBreaks, data.price)
  }
  return data
}

export const Products: CollectionConfig = {
  slug: 'products',
  graphQL: { singularName: 'Product', pluralName: 'Products' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'price', 'status', '_status'],
    group: 'Catalogue',
  },
  // Listed in VERSIONED_COLLECTIONS (src/domain/rest-query-shape.ts), so its /versions REST address is served.
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: readProducts, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  indexes: [
    { fields: ['category', 'price'] },
    // What a visitor's list asks (listed, in a category, published and active, by price): its count
    // reads this index alone and its page the first rows in order, however large the catalogue.
    { fields: ['category', 'showOnProductCategory', '_status', 'status', 'price'] },
    // The same for the whole catalogue in its default order (newest first), as the REST list reads it.
    { fields: ['_status', 'status', 'createdAt'] },
  ],
  hooks: {
    ...revalidateHooks(CACHE_TAGS.catalogue),
    beforeOperation: [cardAnswerForRestLists],
    beforeChange: [listAtTheBestPriceBreak],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'product-categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      // Drafts give `_status` the enum name `enum_products_status` on PostgreSQL.
      enumName: 'enum_products_lifecycle',
      options: activeArchivedOptions,
      defaultValue: 'active',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'showOnProductCategory',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Listed on product and category pages.' },
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    centsField('price', {
      index: true,
      admin: { description: 'From price in cents, kept equal to the best price break.', position: 'sidebar' },
    }),
    { name: 'minimumQuantity', type: 'number', min: 1, defaultValue: 25, required: true },
    {
      name: 'leadTimeDays',
      label: 'Lead time (business days)',
      type: 'number',
      min: 1,
      max: MAX_LEAD_TIME_DAYS,
      defaultValue: DEFAULT_LEAD_TIME_DAYS,
      admin: { description: 'How long production takes after the artwork is approved; an order takes as long as its slowest product.' },
    },
    { name: 'hasSizing', type: 'checkbox', defaultValue: false },
    {
      name: 'priceBreaks',
      type: 'array',
      admin: { description: 'Unit price (cents) from each quantity up.' },
      fields: [{ name: 'minQuantity', type: 'number', min: 1, required: true }, centsField('pricePerUnit', { required: true })],
    },
    {
      name: 'customDesignOptions',
      type: 'relationship',
      relationTo: 'product-customisation-tags',
      hasMany: true,
    },
    { name: 'description', type: 'richText' },
    {
      name: 'keyFeatures',
      type: 'array',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    productCustomsField,
    {
      name: 'variants',
      type: 'join',
      collection: 'product-variants',
      on: 'product',
      defaultSort: 'name',
      defaultLimit: 99,
      maxDepth: 1,
    },
  ],
}
