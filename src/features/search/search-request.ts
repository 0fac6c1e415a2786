import type { Payload } from 'payload'

import type { ProductSort } from '@/domain/catalogue-params'

/** One page of a product search: the normalised query, an optional category, a sort and a page. */
export type ProductSearchRequest = {
  query: string
  categoryId: number | null
  sort: ProductSort
  page: number
  limit: number
}

/** The ids of the visible products that match, in order, and how many match in all. */
export type ProductSearchHits = { ids: number[]; total: number }

export type SearchRunner = { payload: Payload }

/** What each database implements: the same matching and ranking rules, in its own SQL. */
export type SearchEngine = {
  /**
   * The visible products matching every word as typed so far (a prefix of an indexed word), except
   * `typos`, which match words close enough to them instead.
   */
  search: (req: SearchRunner, request: ProductSearchRequest, words: string[], typos: string[]) => Promise<ProductSearchHits>
  /** Those of `words` that no indexed word starts with. */
  wordsNotFound: (req: SearchRunner, words: string[]) => Promise<string[]>
}
