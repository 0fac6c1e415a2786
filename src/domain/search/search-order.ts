/**
 * The order of search results for each sort a listing offers. The default sort of a listing
 * ("featured") means best match when searching. Columns are those of the search queries' rows, the
 * same on both databases; `score` is higher for a better match.
 */
import type { ProductSort } from '../catalogue-params'

const ORDERS: Record<ProductSort, string> = {
  featured: 'score DESC, id ASC',
  'price-asc': 'price ASC, title ASC, id ASC',
  'price-desc': 'price DESC, title ASC, id ASC',
  newest: 'created_at DESC, title ASC, id ASC',
  name: 'title ASC, id ASC',
}

export const searchOrder = (sort: ProductSort): string => ORDERS[sort]

/** What the default sort is called while searching. */
export const BEST_MATCH_LABEL = 'Best match'
