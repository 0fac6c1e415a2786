import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { tsPrefixQuery } from '@/domain/search/match-expressions'
import { searchOrder } from '@/domain/search/search-order'
import { searchTokens } from '@/domain/search/search-query'
import { typoBudget } from '@/domain/search/typo-tolerance'
import { runStatement } from '@/lib/database'
import type { ProductSearchHits, ProductSearchRequest } from './search-request'

type Runner = { payload: Payload }
type Statement = Parameters<typeof runStatement>[1]

/** Whether any product's text has a word starting with `word` (one GIN index lookup). */
const hasPrefixMatch = async (req: Runner, word: string) => {
  const statement = sql`SELECT 1 FROM products_search WHERE tsv @@ to_tsquery('english', ${tsPrefixQuery(word)}) LIMIT 1`
  return (await runStatement(req, (() => statement) as unknown as Statement)).length > 0
}

/**
 * A word must be found as a prefix of an indexed word. One that matches nothing as typed, and is
 * long enough to have a typo budget, must instead be similar enough to a word of the product's text
 * (pg_trgm's `<%`, word similarity 0.6 or more): trigram matching is the costly part, so only the
 * words that need it get it, as on SQLite. Such a word's prefix condition is left out, as it holds
 * for no product: alone, the similarity condition can use the trigram index.
 */
const wordMatch = async (req: Runner, word: string) =>
  typoBudget(word) > 0 && !(await hasPrefixMatch(req, word))
    ? sql`${word} <% s.document`
    : sql`s.tsv @@ to_tsquery('english', ${tsPrefixQuery(word)})`

/**
 * Full-text search with typo tolerance (wordMatch). The score adds the weighted rank of the whole
 * query (websearch_to_tsquery), the rank of its words as prefixes and the similarity of the query
 * to the text.
 */
export const searchPostgres = async (req: Runner, request: ProductSearchRequest): Promise<ProductSearchHits> => {
  const words = searchTokens(request.query)
  if (words.length === 0) return { ids: [], total: 0 }
  const wordMatches = sql.join(await Promise.all(words.map((word) => wordMatch(req, word))), sql` AND `)
  const prefixes = words.map(tsPrefixQuery).join(' | ')
  const inCategory = request.categoryId === null ? sql`` : sql`AND p.category_id = ${request.categoryId}`
  const statement = sql`SELECT id, count(*) OVER () AS total FROM (
      SELECT p.id, p.title, p.price, p.created_at,
        ts_rank_cd(s.tsv, websearch_to_tsquery('english', ${request.query})) * 2
          + ts_rank(s.tsv, to_tsquery('english', ${prefixes}))
          + word_similarity(${request.query}, s.document) AS score
      FROM products_search s
      JOIN products p ON p.id = s.product_id
      LEFT JOIN product_categories c ON c.id = p.category_id
      WHERE ${wordMatches}
        AND p._status = 'published' AND p.status = 'active' AND p.show_on_product_category
        AND coalesce(c.internal_use, false) = false ${inCategory}
    ) AS matched ORDER BY ${sql.raw(searchOrder(request.sort))}
    LIMIT ${request.limit} OFFSET ${(request.page - 1) * request.limit}`
  const rows = await runStatement(req, (() => statement) as unknown as Statement)
  return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) }
}
