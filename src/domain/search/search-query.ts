/**
 * What a visitor typed into the search box, made safe and comparable: one normalised form for the
 * cache key, the canonical link and both databases' match expressions.
 */

/** Longer raw input is refused outright: nobody types a 200-character product search. */
export const MAX_RAW_QUERY_LENGTH = 200

/** The normalised query is cut to this, at a word boundary. */
export const MAX_QUERY_LENGTH = 80

/** Words beyond this add nothing to a product search but cost a clause each. */
export const MAX_TOKENS = 6

/** Words too common to narrow a product search ("mug for the office"). */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'or'])

/**
 * Lower case, accents folded, apostrophes dropped ("kid's" is "kids"), other punctuation but inner
 * hyphens made spaces, whitespace collapsed; null when nothing searchable is left.
 */
export const normaliseSearchQuery = (raw: string | null | undefined): string | null => {
  if (typeof raw !== 'string') return null
  const cleaned = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/(^|\s)-+|-+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return null
  if (cleaned.length <= MAX_QUERY_LENGTH) return cleaned
  const cut = cleaned.slice(0, MAX_QUERY_LENGTH + 1)
  const lastSpace = cut.lastIndexOf(' ')
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, MAX_QUERY_LENGTH)).trim()
}

/**
 * The words matched against the index: split where the index splits (hyphens, apostrophes),
 * stop words and repeats dropped, at most MAX_TOKENS. A query of stop words only keeps them,
 * so "the" still finds something.
 */
export const searchTokens = (query: string): string[] => {
  const words = [...new Set(query.split(/[^\p{L}\p{N}]+/u).filter(Boolean))]
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TOKENS)
}

export type SuggestionQuery = { ok: true; query: string } | { ok: false; message: string }

/** The `q` of the suggestions endpoint, or the reason it is refused. */
export const parseSuggestionQuery = (raw: string | null): SuggestionQuery => {
  if (raw === null || raw.trim() === '') return { ok: false, message: 'Add what to search for in the q parameter.' }
  if (raw.length > MAX_RAW_QUERY_LENGTH) {
    return { ok: false, message: `The search term is too long: at most ${MAX_RAW_QUERY_LENGTH} characters.` }
  }
  // URLSearchParams turns percent-escapes that are not UTF-8 into U+FFFD rather than failing.
  if (raw.includes('\uFFFD')) return { ok: false, message: 'The search term is not valid text: check its percent-encoding.' }
  const query = normaliseSearchQuery(raw)
  return query ? { ok: true, query } : { ok: false, message: 'The search term needs at least one letter or digit.' }
}
