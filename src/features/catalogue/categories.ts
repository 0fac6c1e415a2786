import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'
import type { ProductCategory } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'
import { imageSelect, type CatalogueImage } from './catalogue-image'

/** Product categories as the storefront shows them: never one for internal use. */

export type CategorySummary = {
  id: number
  title: string
  slug: string
  description: string | null
  image: CatalogueImage | null
}

export type CategoryDetail = CategorySummary & {
  featuredProducts: { productId: number; image: CatalogueImage | null; description: string | null }[]
}

const categorySelect = () => ({ title: true, slug: true, description: true, image: true }) as const

const toCategory = (doc: Pick<ProductCategory, 'id' | 'title' | 'slug' | 'description' | 'image'>): CategorySummary => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  description: doc.description ?? null,
  image: populated(doc.image),
})

/** Public categories in the navigation order of site settings; any others after them by title. */
export const getCategories = unstable_cache(
  async (): Promise<CategorySummary[]> => {
    const payload = await payloadClient()
    const [settings, { docs }] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { productCategories: true } }),
      payload.find({
        collection: 'product-categories',
        where: { internalUse: { not_equals: true } },
        sort: 'title',
        limit: 100,
        depth: 1,
        overrideAccess: false,
        select: categorySelect(),
        populate: { 'storefront-images': imageSelect('sm', 'md', 'lg') },
      }),
    ])
    const order = (settings.productCategories ?? []).map(relationId)
    const position = (id: number) => {
      const index = order.indexOf(id)
      return index === -1 ? Number.MAX_SAFE_INTEGER : index
    }
    return docs.map(toCategory).sort((a, b) => position(a.id) - position(b.id))
  },
  ['catalogue-categories'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.settings] },
)

/** GetProductCategory(slug): never a category for internal use. */
export const getCategoryBySlug = unstable_cache(
  async (slug: string): Promise<CategoryDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-categories',
      where: { and: [{ slug: { equals: slug } }, { internalUse: { not_equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: { ...categorySelect(), featuredProducts: true },
      populate: {
        'storefront-images': imageSelect('md', 'lg', 'xl', 'opengraph'),
        media: imageSelect('md', 'lg'),
        products: { slug: true },
      },
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      ...toCategory(doc),
      featuredProducts: (doc.featuredProducts ?? []).flatMap((row) => {
        const productId = relationId(row.product)
        return productId === null ? [] : [{ productId, image: populated(row.image), description: row.description ?? null }]
      }),
    }
  },
  ['catalogue-category'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
