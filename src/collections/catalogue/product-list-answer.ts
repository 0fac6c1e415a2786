import type { CollectionBeforeOperationHook, PopulateType, SelectType } from 'payload'

/**
 * What a product list over REST carries when the client names no fields: every field but the
 * product page's long texts and the bookkeeping (timestamps, draft status, placement flags); its
 * images as a card uses them (the 640 px size, the alternative text) rather than every size of every
 * file; each colour's name and swatch; the category's and decoration options' names. A client that
 * wants more says so with `select` and `populate`, as the detail by id (which keeps the whole
 * product) and the admin do. Any 24 demo products weigh at most some 58 KB this way, against some
 * 240 KB with everything.
 */
export const PRODUCT_LIST_SELECT: SelectType = {
  description: false,
  keyFeatures: false,
  createdAt: false,
  updatedAt: false,
  _status: false,
  showOnProductCategory: false,
  featured: false,
}

// Payload makes an image's URLs from its file names, so they are read too; the original's URL is
// the card's fallback for an image too small to have a 640 px size.
const CARD_IMAGE = {
  description: true,
  filename: true,
  url: true,
  sizes: { md: { filename: true, url: true, width: true, height: true } },
} as const

export const PRODUCT_LIST_POPULATE: PopulateType = {
  media: CARD_IMAGE,
  'product-categories': { title: true, slug: true },
  // The colours, listed by the variants join, which takes its fields from here too.
  'product-variants': { name: true, colour: true },
  'product-customisation-tags': { label: true, slug: true },
}

const named = (value: unknown): boolean => typeof value === 'object' && value !== null && Object.keys(value).length > 0

/** Gives a REST product list the card's answer unless the client chose fields or populations. */
export const cardAnswerForRestLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const query = args as { id?: unknown; select?: unknown; populate?: unknown }
  if (req.payloadAPI !== 'REST' || operation !== 'read' || query.id !== undefined) return args
  return {
    ...args,
    select: named(query.select) ? query.select : PRODUCT_LIST_SELECT,
    populate: named(query.populate) ? query.populate : PRODUCT_LIST_POPULATE,
  }
}
