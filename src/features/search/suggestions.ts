import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { DEFAULT_SORT } from '@/domain/catalogue-params'
import { fromPrice } from '@/domain/pricing'
import { categoriesMatching } from '@/domain/search/category-suggestions'
import { searchTokens } from '@/domain/search/search-query'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { findProductsByIds } from '@/features/catalogue/products'
import { getCategories } from '@/features/catalogue/categories'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { payloadClient } from '@/payload-client'
import { searchProductIds } from './product-search'

export type SuggestedImage = { url: string; alt: string }

export type SuggestedProduct = { id: number; title: string; slug: string; fromPrice: number | null; image: SuggestedImage | null }

export type SuggestedCategory = { id: number; title: string; slug: string; image: SuggestedImage | null }

export type Suggestions = {
  query: string
  products: SuggestedProduct[]
  categories: SuggestedCategory[]
  /** How many products the full search finds. */
  total: number
}

export const SUGGESTED_PRODUCTS = 6

const thumbnail = (image: unknown, fallbackAlt: string): SuggestedImage | null => {
  const url = imageUrl(image, 'md')
  return url ? { url, alt: imageAlt(image, fallbackAlt) } : null
}

/** The best few products for a query, as the box shows them, kept in the catalogue cache. */
const suggestedProducts = unstable_cache(
  async (query: string): Promise<Pick<Suggestions, 'products' | 'total'>> => {
    const hits = await searchProductIds(await payloadClient(), { query, categoryId: null, sort: DEFAULT_SORT, page: 1, limit: SUGGESTED_PRODUCTS })
    const products = await findProductsByIds(hits.ids, false)
    return {
      total: hits.total,
      products: products.map((product) => ({
        id: product.id,
        title: product.title,
        slug: product.slug,
        fromPrice: fromPrice(product),
        image: thumbnail(product.images?.[0], product.title),
      })),
    }
  },
  ['catalogue-search-suggestions'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

/**
 * What the search box offers while a visitor types: the best few products and matching categories.
 * The categories come from their own cached read, shared with the listings, rather than being
 * read again for every new query.
 */
export const getSuggestions = async (query: string): Promise<Suggestions> => {
  const [{ products, total }, categories] = await Promise.all([suggestedProducts(query), getCategories()])
  return {
    query,
    total,
    products,
    categories: categoriesMatching(searchTokens(query), categories).map((category) => ({
      id: category.id,
      title: category.title,
      slug: category.slug,
      image: thumbnail(category.image, category.title),
    })),
  }
}
