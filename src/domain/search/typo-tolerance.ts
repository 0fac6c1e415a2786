/**
 * Typo tolerance where the database has none of its own (SQLite's FTS5): a word that matches
 * nothing in the index is compared with the index's words, and close ones are searched instead.
 */
import { distance } from 'fastest-levenshtein'

/** How many edits a word of this length may be off: none for short words, which would match too much. */
export const typoBudget = (word: string): number => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2)

/** At most this many corrections per word, the closest first. */
export const MAX_CORRECTIONS = 3

/** Indexed words within the typo budget of `word`, closest first, then alphabetically. */
export const closeWords = (word: string, vocabulary: Iterable<string>): string[] => {
  const budget = typoBudget(word)
  if (budget === 0) return []
  const candidates: { term: string; edits: number }[] = []
  for (const term of vocabulary) {
    if (term === word || Math.abs(term.length - word.length) > budget) continue
    const edits = distance(word, term)
    if (edits <= budget) candidates.push({ term, edits })
  }
  return candidates
    .sort((a, b) => a.edits - b.edits || a.term.localeCompare(b.term))
    .slice(0, MAX_CORRECTIONS)
    .map(({ term }) => term)
}

/** The length window of indexed words worth comparing with `word`, for the database to narrow by. */
export const lengthWindow = (word: string): { min: number; max: number } => {
  const budget = typoBudget(word)
  return { min: word.length - budget, max: word.length + budget }
}
