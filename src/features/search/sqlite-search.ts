import { sql } from '@payloadcms/db-sqlite'

import { fts5MatchExpression } from '@/domain/search/match-expressions'
import { searchOrder } from '@/domain/search/search-order'
import { closeWords, lengthWindow } from '@/domain/search/typo-tolerance'
import { runStatement } from '@/platform/database/run-statement'
import type { SearchEngine, SearchRunner } from './search-request'

/** Indexed words close enough to each typo to stand for it. */
const correctionsFor = async (req: SearchRunner, typos: string[]): Promise<Record<string, string[]>> => {
  const corrections: Record<string, string[]> = {}
  for (const word of typos) {
    const { min, max } = lengthWindow(word)
    const rows = await runStatement(req, (q) => q`SELECT term FROM products_search_vocab WHERE length(term) BETWEEN ${min} AND ${max}`)
    corrections[word] = closeWords(
      word,
      rows.map((row) => String(row.term)),
    )
  }
  return corrections
}

/**
 * FTS5 with bm25 ranking: a title hit weighs most, then category, colours and decoration options,
 * then the details. bm25 is lower for a better match, so the score is its negation.
 */
const search: SearchEngine['search'] = async (req, request, words, typos) => {
  const match = fts5MatchExpression(words, await correctionsFor(req, typos))
  const inCategory = request.categoryId === null ? sql`` : sql`AND p.category_id = ${request.categoryId}`
  const rows = await runStatement(
    req,
    () => sql`SELECT id, count(*) OVER () AS total FROM (
      SELECT p.id, p.title, p.price, p.created_at, -bm25(products_search, 10.0, 6.0, 3.0, 3.0, 1.0) AS score
      FROM products_search
      JOIN products p ON p.id = products_search.rowid
      LEFT JOIN product_categories c ON c.id = p.category_id
      WHERE products_search MATCH ${match}
        AND p._status = 'published' AND p.status = 'active' AND p.show_on_product_category = 1
        AND coalesce(c.internal_use, 0) = 0 ${inCategory}
    ) ORDER BY ${sql.raw(searchOrder(request.sort))}
    LIMIT ${request.limit} OFFSET ${(request.page - 1) * request.limit}`,
  )
  return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) }
}

/** Whether any indexed word starts with each word: a range scan of the vocabulary each. */
const wordsNotFound: SearchEngine['wordsNotFound'] = async (req, words) => {
  const missing: string[] = []
  for (const word of words) {
    const rows = await runStatement(
      req,
      (q) => q`SELECT 1 FROM products_search_vocab WHERE term >= ${word} AND term < ${`${word}\u{10FFFF}`} LIMIT 1`,
    )
    if (rows.length === 0) missing.push(word)
  }
  return missing
}

export const sqliteSearch: SearchEngine = { search, wordsNotFound }
