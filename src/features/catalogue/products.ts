import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { DEFAULT_SORT, PRODUCT_SORTS, type ProductSort } from '@/domain/catalogue-params'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'
import { summaryJoins, summaryPopulate, summarySelect, toSummary, type ProductSummary } from './listed-products'

/**
 * Pages of listed products and listed products by id. The catalogue reads run without a user and
 * with `overrideAccess: false`, so the public rules apply (products published and active), select
 * only what the pages show, and stay cached until a catalogue hook expires their tag.
 */

export const PRODUCTS_PER_PAGE = 24

export type ProductPage = {
  docs: ProductSummary[]
  page: number
  totalPages: number
  totalDocs: number
  limit: number
}

type ProductListQuery = {
  categoryId?: number | null
  sort?: ProductSort
  page?: number
  excludeIds?: number[]
  limit?: number
}

/** A page of listed products, uncached (for use inside a cached read). */
export const findProducts = async ({
  categoryId = null,
  sort = DEFAULT_SORT,
  page = 1,
  excludeIds = [],
  limit = PRODUCTS_PER_PAGE,
}: ProductListQuery): Promise<ProductPage> => {
  const payload = await payloadClient()
  const where = (): Where => {
    const conditions: Where[] = []
    if (categoryId !== null) conditions.push({ category: { equals: categoryId } })
    if (excludeIds.length > 0) conditions.push({ id: { not_in: [...excludeIds] } })
    return { and: conditions }
  }
  const sortFields = (PRODUCT_SORTS.find((option) => option.value === sort) ?? PRODUCT_SORTS[0]).sort
  const run = (onPage: number) =>
    payload.find({
      collection: 'products',
      where: where(),
      sort: [...sortFields],
      page: onPage,
      limit,
      depth: 1,
      overrideAccess: false,
      select: summarySelect(),
      populate: summaryPopulate(),
      joins: summaryJoins(),
    })
  let result = await run(page)
  // A page past the end shows the last page rather than an empty one.
  if (result.docs.length === 0 && result.totalPages > 0 && page > result.totalPages) {
    result = await run(result.totalPages)
  }
  return {
    docs: result.docs.map(toSummary),
    page: result.page ?? 1,
    totalPages: Math.max(result.totalPages, 1),
    totalDocs: result.totalDocs,
    limit,
  }
}

/** GetProducts(productCategoryId, limit, page, sort): listed products, 24 a page. */
export const getProducts = unstable_cache(findProducts, ['catalogue-products'], {
  revalidate: STOREFRONT_CACHE_SECONDS,
  tags: [CACHE_TAGS.catalogue],
})

/**
 * Listed products by id, in the order given; `swatches` adds each one's colours (a join).
 * Uncached, for use inside a cached read: an unstable_cache nested in another is not consulted.
 */
export const findProductsByIds = async (ids: number[], swatches: boolean): Promise<ProductSummary[]> => {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id))
  if (wanted.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: wanted } },
    limit: wanted.length,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: summarySelect(swatches),
    populate: summaryPopulate(),
    joins: swatches ? summaryJoins() : false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toSummary(doc)]))
  return wanted.map((id) => byId.get(id)).filter((doc): doc is ProductSummary => Boolean(doc))
}

/** Listed products by id as cards show them (featured products of a category, a collection, search results). */
export const getProductsByIds = unstable_cache(
  async (ids: number[]): Promise<ProductSummary[]> => findProductsByIds(ids, true),
  ['catalogue-products-by-id'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
