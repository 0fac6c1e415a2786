/** Which categories to suggest for a search: those whose title holds every word, allowing typos. */
import { closeWords } from './typo-tolerance'

type Titled = { title: string }

const titleWords = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

const wordMatches = (word: string, candidates: string[]) =>
  candidates.some((candidate) => candidate.startsWith(word)) || closeWords(word, candidates).length > 0

export const categoriesMatching = <Category extends Titled>(words: string[], categories: Category[], limit = 3): Category[] =>
  words.length === 0 ? [] : categories.filter((category) => words.every((word) => wordMatches(word, titleWords(category.title)))).slice(0, limit)
