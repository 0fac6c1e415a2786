import { sql } from '@payloadcms/db-postgres'

import { tsPrefixQuery } from '@/domain/search/match-expressions'
import { searchOrder } from '@/domain/search/search-order'
import { runStatement } from '@/platform/database/run-statement'
import type { SearchEngine, SearchRunner } from './search-request'

type Statement = Parameters<typeof runStatement>[1]

const run = (req: SearchRunner, statement: ReturnType<typeof sql>) => runStatement(req, (() => statement) as unknown as Statement)

/**
 * Words typed so far match the products' unstemmed words (`words`) as prefixes, all in one
 * tsquery; a typo must instead be similar enough to a word of the product's text (pg_trgm's `<%`,
 * word similarity 0.6 or more), which the trigram index serves alone. The score adds the weighted
 * rank of the whole query against the stems (websearch_to_tsquery) and of its words as prefixes,
 * and, for a search with typos, the similarity of the query to the text.
 */
const search: SearchEngine['search'] = async (req, request, words, typos) => {
  const typed = words.filter((word) => !typos.includes(word))
  const conditions = [
    ...(typed.length > 0 ? [sql`s.words @@ to_tsquery('simple', ${typed.map(tsPrefixQuery).join(' & ')})`] : []),
    ...typos.map((word) => sql`${word} <% s.document`),
  ]
  const similarity = typos.length > 0 ? sql`+ word_similarity(${request.query}, s.document)` : sql``
  const inCategory = request.categoryId === null ? sql`` : sql`AND p.category_id = ${request.categoryId}`
  const rows = await run(
    req,
    sql`SELECT id, count(*) OVER () AS total FROM (
      SELECT p.id, p.title, p.price, p.created_at,
        ts_rank_cd(s.tsv, websearch_to_tsquery('english', ${request.query})) * 2
          + ts_rank(s.words, to_tsquery('simple', ${words.map(tsPrefixQuery).join(' | ')})) ${similarity} AS score
      FROM products_search s
      JOIN products p ON p.id = s.product_id
      LEFT JOIN product_categories c ON c.id = p.category_id
      WHERE ${sql.join(conditions, sql` AND `)}
        AND p._status = 'published' AND p.status = 'active' AND p.show_on_product_category
        AND coalesce(c.internal_use, false) = false ${inCategory}
    ) AS matched ORDER BY ${sql.raw(searchOrder(request.sort))}
    LIMIT ${request.limit} OFFSET ${(request.page - 1) * request.limit}`,
  )
  return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) }
}

/** One statement for all the words: each is looked up as a prefix in the GIN index. */
const wordsNotFound: SearchEngine['wordsNotFound'] = async (req, words) => {
  const typed = sql.join(
    words.map((word) => sql`(${tsPrefixQuery(word)})`),
    sql`, `,
  )
  const rows = await run(
    req,
    sql`SELECT prefix FROM (VALUES ${typed}) AS typed (prefix)
      WHERE NOT EXISTS (SELECT 1 FROM products_search WHERE words @@ to_tsquery('simple', prefix))`,
  )
  const missing = new Set(rows.map((row) => String(row.prefix)))
  return words.filter((word) => missing.has(tsPrefixQuery(word)))
}

export const postgresSearch: SearchEngine = { search, wordsNotFound }
