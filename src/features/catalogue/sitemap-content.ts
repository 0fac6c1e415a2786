import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { SITEMAP_MAX_URLS, type SitemapContent } from '@/domain/sitemap'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'

/** Every public catalogue page for sitemap.xml: slugs and their last change. */
export const getSitemapContent = unstable_cache(
  async (): Promise<SitemapContent> => {
    const payload = await payloadClient()
    const dated = { slug: true, updatedAt: true } as const
    const [settings, products, categories, collections] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { hasCollections: true } }),
      payload.find({
        collection: 'products',
        sort: 'slug',
        limit: SITEMAP_MAX_URLS,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: dated,
      }),
      payload.find({
        collection: 'product-categories',
        where: { internalUse: { not_equals: true } },
        sort: 'slug',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: dated,
      }),
      payload.find({ collection: 'product-collections', sort: 'slug', pagination: false, depth: 0, overrideAccess: false, select: dated }),
    ])
    return {
      hasCollections: Boolean(settings.hasCollections),
      products: products.docs,
      categories: categories.docs,
      collections: collections.docs,
    }
  },
  ['sitemap-content'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.settings] },
)
