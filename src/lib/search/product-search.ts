import type { Payload } from 'payload'

import { searchPostgres } from './postgres-search'
import type { ProductSearchHits, ProductSearchRequest } from './search-request'
import { searchSqlite } from './sqlite-search'

export type ProductSearchPage = ProductSearchHits & { page: number }

/**
 * Ranked, typo-tolerant product search on whichever database the app runs on. Only products the
 * public may see are found: published, active, listed and not in a category for internal use.
 * A page past the end is the last page, as on the listings.
 */
export const searchProductIds = async (payload: Payload, request: ProductSearchRequest): Promise<ProductSearchPage> => {
  const search = (page: number) => (payload.db.name === 'postgres' ? searchPostgres : searchSqlite)({ payload }, { ...request, page })
  const hits = await search(request.page)
  if (hits.ids.length > 0 || request.page === 1) return { ...hits, page: request.page }
  const first = await search(1)
  const lastPage = Math.max(1, Math.ceil(first.total / request.limit))
  return lastPage === 1 ? { ...first, page: 1 } : { ...(await search(lastPage)), page: lastPage }
}
