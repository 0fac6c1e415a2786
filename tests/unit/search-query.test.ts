import { describe, expect, it } from 'vitest'

import { fts5MatchExpression, tsPrefixQuery } from '@/domain/search/match-expressions'
import { categoriesMatching } from '@/domain/search/category-suggestions'
import { searchOrder } from '@/domain/search/search-order'
import { MAX_QUERY_LENGTH, MAX_RAW_QUERY_LENGTH, normaliseSearchQuery, parseSuggestionQuery, searchTokens } from '@/domain/search/search-query'
import { closeWords, lengthWindow, typoBudget } from '@/domain/search/typo-tolerance'

describe('search query normalisation', () => {
  it('lower-cases, folds accents and collapses whitespace', () => {
    expect(normaliseSearchQuery('  Blue   MUGS ')).toBe('blue mugs')
    expect(normaliseSearchQuery('Café Crème')).toBe('cafe creme')
  })

  it('drops apostrophes and makes other punctuation a space, keeping inner hyphens', () => {
    expect(normaliseSearchQuery("Kid's T-Shirt!")).toBe('kids t-shirt')
    expect(normaliseSearchQuery('mug/cup, "navy"')).toBe('mug cup navy')
    expect(normaliseSearchQuery('-tote- --')).toBe('tote')
    expect(normaliseSearchQuery('tote*) OR (bag')).toBe('tote or bag')
  })

  it('is null when nothing searchable is left', () => {
    expect(normaliseSearchQuery('')).toBeNull()
    expect(normaliseSearchQuery('   ')).toBeNull()
    expect(normaliseSearchQuery('!!! -- ?')).toBeNull()
    expect(normaliseSearchQuery(undefined)).toBeNull()
  })

  it('cuts a long query at a word boundary', () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ')
    const cut = normaliseSearchQuery(long)!
    expect(cut.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(long.startsWith(cut)).toBe(true)
    expect(long[cut.length]).toBe(' ')
    expect(normaliseSearchQuery('x'.repeat(150))).toBe('x'.repeat(MAX_QUERY_LENGTH))
  })
})

describe('search tokens', () => {
  it('splits where the index splits and drops stop words and repeats', () => {
    expect(searchTokens('t-shirt for the team team')).toEqual(['t', 'shirt', 'team'])
  })

  it('keeps stop words when nothing else is left', () => {
    expect(searchTokens('the')).toEqual(['the'])
  })

  it('keeps at most six words', () => {
    expect(searchTokens('one two three four five six seven eight')).toHaveLength(6)
  })
})

describe('suggestion query', () => {
  it('accepts a term and hands back its normalised form', () => {
    expect(parseSuggestionQuery(' Navy Hoodie ')).toEqual({ ok: true, query: 'navy hoodie' })
  })

  it('refuses a missing, over-long or unsearchable term with a reason', () => {
    expect(parseSuggestionQuery(null)).toMatchObject({ ok: false, message: expect.stringContaining('q parameter') })
    expect(parseSuggestionQuery('  ')).toMatchObject({ ok: false })
    expect(parseSuggestionQuery('a'.repeat(MAX_RAW_QUERY_LENGTH + 1))).toMatchObject({ ok: false, message: expect.stringContaining('too long') })
    expect(parseSuggestionQuery('a'.repeat(MAX_RAW_QUERY_LENGTH))).toMatchObject({ ok: true })
    expect(parseSuggestionQuery('%%%')).toMatchObject({ ok: false, message: expect.stringContaining('letter or digit') })
    expect(parseSuggestionQuery(new URLSearchParams('q=%E0%A4%A').get('q'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('percent-encoding'),
    })
  })
})

describe('typo tolerance', () => {
  it('allows no typo in short words, one in medium and two in long ones', () => {
    expect(typoBudget('mug')).toBe(0)
    expect(typoBudget('hodie')).toBe(1)
    expect(typoBudget('notebooks')).toBe(2)
  })

  it('finds indexed words within the budget, closest first', () => {
    const vocabulary = ['hoodie', 'hoodies', 'holder', 'tote', 'notebook', 'bottle']
    expect(closeWords('hodie', vocabulary)).toEqual(['hoodie'])
    expect(closeWords('botle', vocabulary)).toEqual(['bottle'])
    expect(closeWords('notbok', vocabulary)).toEqual([])
    expect(closeWords('notebok', vocabulary)).toEqual(['notebook'])
    expect(closeWords('mgu', ['mug'])).toEqual([])
  })

  it('never offers the word itself and at most three corrections', () => {
    expect(closeWords('cape', ['cape', 'cap', 'capes', 'caps', 'tape', 'cane'])).toEqual(['cane', 'cap', 'capes'])
  })

  it('narrows the candidates to words of a length that could be within budget', () => {
    expect(lengthWindow('hodie')).toEqual({ min: 4, max: 6 })
    expect(lengthWindow('mug')).toEqual({ min: 3, max: 3 })
  })
})

describe('match expressions', () => {
  it('matches every word as a prefix, or through its corrections', () => {
    expect(fts5MatchExpression(['navy', 'hodie'], { hodie: ['hoodie'] })).toBe('"navy"* AND ("hodie"* OR "hoodie")')
    expect(tsPrefixQuery('mug')).toBe('mug:*')
  })
})

describe('search order', () => {
  it('ranks best match first by default and keeps the listing sorts', () => {
    expect(searchOrder('featured')).toMatch(/^score DESC/)
    expect(searchOrder('price-asc')).toMatch(/^price ASC/)
    expect(searchOrder('name')).toMatch(/^title ASC/)
  })
})

describe('category suggestions', () => {
  const categories = [{ title: 'Drinkware' }, { title: 'Bags' }, { title: 'Eco Range' }, { title: 'Headwear' }]

  it('suggests categories whose title holds every word, as a prefix or with a typo', () => {
    expect(categoriesMatching(['drink'], categories)).toEqual([{ title: 'Drinkware' }])
    expect(categoriesMatching(['eco', 'range'], categories)).toEqual([{ title: 'Eco Range' }])
    expect(categoriesMatching(['headwaer'], categories)).toEqual([{ title: 'Headwear' }])
    expect(categoriesMatching(['bags', 'drink'], categories)).toEqual([])
    expect(categoriesMatching([], categories)).toEqual([])
  })
})
