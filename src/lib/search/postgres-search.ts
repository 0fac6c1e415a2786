import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { tsPrefixQuery } from '@/domain/search/match-expressions'
import { searchOrder } from '@/domain/search/search-order'
import { searchTokens } from '@/domain/search/search-query'
import { runStatement } from '@/lib/database'
import type { ProductSearchHits, ProductSearchRequest } from './search-request'

type Runner = { payload: Payload }
type Statement = Parameters<typeof runStatement>[1]

/**
 * Full-text search with typo tolerance: each word must be found as a prefix of an indexed word,
 * or be similar enough to a word of the product's text (pg_trgm's `<%`, word similarity 0.6 or
 * more). The score adds the weighted rank of the whole query (websearch_to_tsquery), the rank of
 * its words as prefixes and the similarity of the query to the text.
 */
export const searchPostgres = async (req: Runner, request: ProductSearchRequest): Promise<ProductSearchHits> => {
  const words = searchTokens(request.query)
  if (words.length === 0) return { ids: [], total: 0 }
  const wordMatches = sql.join(
    words.map((word) => sql`(s.tsv @@ to_tsquery('english', ${tsPrefixQuery(word)}) OR ${word} <% s.document)`),
    sql` AND `,
  )
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
