import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { findProductsByIds, type ProductPage } from '@/features/catalogue/products'
import { payloadClient } from '@/payload-client'
import { searchProductIds } from './product-search'
import type { ProductSearchRequest } from './search-request'

/** A page of search results as the listing shows it, kept until the catalogue changes. */
export const getSearchResults = unstable_cache(
  async (request: ProductSearchRequest): Promise<ProductPage> => {
    const hits = await searchProductIds(await payloadClient(), request)
    return {
      docs: await findProductsByIds(hits.ids, true),
      page: hits.page,
      totalPages: Math.max(1, Math.ceil(hits.total / request.limit)),
      totalDocs: hits.total,
      limit: request.limit,
    }
  },
  ['catalogue-search'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
