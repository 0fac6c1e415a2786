import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'
import type { ProductCollection } from '@/payload-types'
import { relationId } from '@/platform/relation-id'
import { imageSelect, populatedImages, type CatalogueImage } from './catalogue-image'

/** Product collections (curated sets of products across categories) as the storefront shows them. */

export type CollectionSummary = {
  id: number
  title: string
  slug: string
  description: { short: string | null; long: string | null }
  images: CatalogueImage[]
  productCount: number
}

export type CollectionDetail = CollectionSummary & { productIds: number[] }

const collectionSelect = () => ({ title: true, slug: true, description: true, images: true, productCount: true }) as const

const toCollection = (doc: Pick<ProductCollection, 'id' | 'title' | 'slug' | 'description' | 'images' | 'productCount'>): CollectionSummary => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  description: { short: doc.description?.short ?? null, long: doc.description?.long ?? null },
  images: populatedImages(doc.images),
  productCount: doc.productCount ?? 0,
})

/** GetProductCollections: every collection, unpaginated. */
export const getCollections = unstable_cache(
  async (): Promise<CollectionSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-collections',
      sort: 'title',
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: collectionSelect(),
      populate: { 'storefront-images': imageSelect('md', 'lg') },
    })
    return docs.map(toCollection)
  },
  ['catalogue-collections'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

/** GetProductCollection(slug). */
export const getCollectionBySlug = unstable_cache(
  async (slug: string): Promise<CollectionDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-collections',
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: { ...collectionSelect(), products: true },
      populate: {
        'storefront-images': imageSelect('md', 'lg', 'xl', 'opengraph'),
        products: { slug: true },
      },
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      ...toCollection(doc),
      productIds: (doc.products ?? []).map(relationId).filter((id): id is number => id !== null),
    }
  },
  ['catalogue-collection'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
