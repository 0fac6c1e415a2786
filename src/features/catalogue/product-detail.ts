import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import type { PriceBreak } from '@/domain/pricing'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'
import { populated } from '@/platform/relation-id'
import { imageSelect, populatedImages, type CatalogueImage } from './catalogue-image'
import { sortedPriceBreaks, type VariantSwatch } from './listed-products'

/** A product page: the product with its category, options, features, images and every colour. */

export type ProductVariantDetail = VariantSwatch & { image: CatalogueImage | null }

export type ProductDetail = {
  id: number
  title: string
  slug: string
  price: number | null
  minimumQuantity: number
  hasSizing: boolean
  priceBreaks: PriceBreak[]
  category: { id: number; title: string; slug: string } | null
  customDesignOptions: { id: number; label: string }[]
  description: unknown
  keyFeatures: { id: string; heading: string; body: string | null }[]
  images: CatalogueImage[]
  variants: ProductVariantDetail[]
  updatedAt: string
}

/** GetProduct(slug): limit 1, published, active, listed; variants limit 99 sorted by name. */
export const getProductBySlug = unstable_cache(
  async (slug: string): Promise<ProductDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: {
        title: true,
        slug: true,
        category: true,
        price: true,
        minimumQuantity: true,
        hasSizing: true,
        priceBreaks: true,
        customDesignOptions: true,
        description: true,
        keyFeatures: true,
        images: true,
        updatedAt: true,
      },
      populate: {
        'product-categories': { title: true, slug: true },
        'product-customisation-tags': { label: true },
        media: imageSelect('xs', 'sm', 'md', 'lg', 'xl', 'opengraph'),
      },
    })
    const doc = docs[0]
    if (!doc) return null

    // The join on the product is capped at depth 1, so variant images come from their own query.
    const variants = await payload.find({
      collection: 'product-variants',
      where: { product: { equals: doc.id } },
      sort: 'name',
      limit: 99,
      depth: 1,
      overrideAccess: false,
      select: { name: true, colour: true, image: true },
      populate: { media: imageSelect('xs', 'sm', 'md', 'lg', 'xl') },
    })

    const category = populated(doc.category)
    return {
      id: doc.id,
      title: doc.title,
      slug: doc.slug,
      price: doc.price ?? null,
      minimumQuantity: doc.minimumQuantity ?? 1,
      hasSizing: Boolean(doc.hasSizing),
      priceBreaks: sortedPriceBreaks(doc.priceBreaks),
      category: category ? { id: category.id, title: category.title, slug: category.slug } : null,
      customDesignOptions: (doc.customDesignOptions ?? [])
        .map(populated)
        .filter((tag) => tag !== null)
        .map((tag) => ({ id: tag.id, label: tag.label ?? '' }))
        .filter((tag) => tag.label),
      description: doc.description ?? null,
      keyFeatures: (doc.keyFeatures ?? []).map((feature, index) => ({
        id: feature.id ?? String(index),
        heading: feature.heading,
        body: feature.body ?? null,
      })),
      images: populatedImages(doc.images),
      variants: variants.docs
        .filter((variant) => typeof variant.colour === 'string')
        .map((variant) => ({
          id: variant.id,
          name: variant.name,
          colour: variant.colour,
          image: populated(variant.image),
        })),
      updatedAt: doc.updatedAt,
    }
  },
  ['catalogue-product'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
