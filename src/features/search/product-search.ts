import type { Payload } from 'payload'

import { searchTokens } from '@/domain/search/search-query'
import { typoBudget } from '@/domain/search/typo-tolerance'
import { postgresSearch } from './postgres-search'
import type { ProductSearchHits, ProductSearchRequest, SearchEngine, SearchRunner } from './search-request'
import { sqliteSearch } from './sqlite-search'

export type ProductSearchPage = ProductSearchHits & { page: number }

/**
 * The words as typed first, which is what nearly every search (and every keystroke of one) needs:
 * one statement. Only when that finds nothing are the words that match no indexed word looked for
 * as typos, the costly part.
 */
const searchWithTypos = async (engine: SearchEngine, req: SearchRunner, request: ProductSearchRequest): Promise<ProductSearchHits> => {
  const words = searchTokens(request.query)
  if (words.length === 0) return { ids: [], total: 0 }
  const asTyped = await engine.search(req, request, words, [])
  const mayBeTypos = words.filter((word) => typoBudget(word) > 0)
  if (asTyped.total > 0 || mayBeTypos.length === 0) return asTyped
  const typos = await engine.wordsNotFound(req, mayBeTypos)
  return typos.length === 0 ? asTyped : engine.search(req, request, words, typos)
}

/**
 * Ranked, typo-tolerant product search on whichever database the app runs on. Only products the
 * public may see are found: published, active, listed and not in a category for internal use.
 * A page past the end is the last page, as on the listings.
 */
export const searchProductIds = async (payload: Payload, request: ProductSearchRequest): Promise<ProductSearchPage> => {
  const engine = payload.db.name === 'postgres' ? postgresSearch : sqliteSearch
  const search = (page: number) => searchWithTypos(engine, { payload }, { ...request, page })
  const hits = await search(request.page)
  if (hits.ids.length > 0 || request.page === 1) return { ...hits, page: request.page }
  const first = await search(1)
  const lastPage = Math.max(1, Math.ceil(first.total / request.limit))
  return lastPage === 1 ? { ...first, page: 1 } : { ...(await search(lastPage)), page: lastPage }
}
