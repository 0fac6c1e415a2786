import type { PriceBreak } from '@/domain/pricing'
import type { Product, ProductsSelect } from '@/payload-types'
import { populated } from '@/platform/relation-id'
import { populatedImages, imageSelect, type CatalogueImage } from './catalogue-image'

/**
 * Products as the storefront lists them, each read as a card (an image, a title, "from $X" and
 * colour swatches). Which products are listed is the products' read access (publicProductWhere).
 */

export type VariantSwatch = { id: number; name: string; colour: string }

export type ProductSummary = {
  id: number
  title: string
  slug: string
  price?: number | null
  priceBreaks?: PriceBreak[] | null
  images?: CatalogueImage[]
  variants?: { docs: VariantSwatch[] }
}

// Payload's Local API rewrites the `where`, `joins` and `populate` objects it is given (a join
// gains the access rules of the joined collection on every call), so each query gets fresh ones.

const cardSelect = { title: true, slug: true, price: true, priceBreaks: true, images: true } as const satisfies ProductsSelect

/** Card fields of a product; `swatches` adds its colours (a join). */
export const summarySelect = (swatches = true) => (swatches ? { ...cardSelect, variants: true as const } : cardSelect)

export const summaryPopulate = () => ({
  media: imageSelect('md'),
  'product-variants': { name: true as const, colour: true as const },
})

export const summaryJoins = () => ({ variants: { limit: 12, sort: 'name' } })

/** Price breaks from the smallest quantity up, without their row ids. */
export const sortedPriceBreaks = (rows: Product['priceBreaks']): PriceBreak[] =>
  (rows ?? []).map(({ minQuantity, pricePerUnit }) => ({ minQuantity, pricePerUnit })).sort((a, b) => a.minQuantity - b.minQuantity)

type CardDoc = Pick<Product, 'id' | 'title' | 'slug' | 'price' | 'priceBreaks' | 'images'> & Partial<Pick<Product, 'variants'>>

export const toSummary = (doc: CardDoc): ProductSummary => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  price: doc.price ?? null,
  priceBreaks: sortedPriceBreaks(doc.priceBreaks),
  // Cards show the first image only.
  images: populatedImages(doc.images).slice(0, 1),
  variants: {
    docs: (doc.variants?.docs ?? [])
      .map(populated)
      .filter((variant) => variant !== null)
      .map(({ id, name, colour }) => ({ id, name, colour })),
  },
})
