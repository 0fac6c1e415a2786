import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'
import type { ProductSummary } from './listed-products'
import { findProducts, findProductsByIds } from './products'

/**
 * GetRelatedProducts(productId, limit): the staff's recommendations first, then products from
 * the same category, never the product itself.
 */
export const getRelatedProducts = unstable_cache(
  async (productId: number, categoryId: number | null, limit = 4): Promise<ProductSummary[]> => {
    const payload = await payloadClient()
    const { docs: recommendations } = await payload.find({
      collection: 'product-recommendations',
      where: { product: { equals: productId } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { recommendedProducts: true },
    })
    const recommendedIds = (recommendations[0]?.recommendedProducts ?? [])
      .map(relationId)
      .filter((id): id is number => id !== null && id !== productId)
    const related = recommendedIds.length > 0 ? await findProductsByIds(recommendedIds, true) : []
    if (related.length >= limit || categoryId === null) return related.slice(0, limit)

    const { docs } = await findProducts({
      categoryId,
      sort: 'featured',
      limit: limit - related.length,
      excludeIds: [productId, ...related.map((product) => product.id)],
    })
    return [...related, ...docs].slice(0, limit)
  },
  ['catalogue-related-products'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
