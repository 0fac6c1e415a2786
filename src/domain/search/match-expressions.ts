/**
 * The match expressions each database is given, built from words that searchTokens has already
 * reduced to letters and digits, so nothing typed can change the expression's syntax.
 */

/** One word of an FTS5 query: itself as a prefix ("mug" finds "mugs"), or any of its corrections. */
const fts5Word = (word: string, corrections: string[]): string => {
  const alternatives = [`"${word}"*`, ...corrections.map((term) => `"${term}"`)]
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`
}

/** Every word must match (as a prefix, or through a correction). */
export const fts5MatchExpression = (words: string[], corrections: Record<string, string[]> = {}): string =>
  words.map((word) => fts5Word(word, corrections[word] ?? [])).join(' AND ')

/** PostgreSQL `to_tsquery` text for one word as a prefix. */
export const tsPrefixQuery = (word: string): string => `${word}:*`
