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
