import { describe, expect, it } from 'vitest'
import { NAME_ADJECTIVES, NAME_NOUNS, defaultName } from '@/domain/default-name'

describe('name lists', () => {
  it('match the agreed lists exactly', () => {
    expect(NAME_ADJECTIVES).toEqual([
      'Awesome',
      'Cool',
      'Snazzy',
      'Fancy',
      'Stylish',
      'Trendy',
      'Epic',
      'Custom',
      'Branded',
      'Fun',
      'Unique',
      'Fresh',
      'Premium',
      'Sleek',
      'Exciting',
    ])
    expect(NAME_NOUNS).toEqual(['Swag', 'Merch', 'Kit', 'Pack', 'Gifts', 'Bundle', 'Stash', 'Gear', 'Collection', 'Essentials', 'Loot', 'Drop'])
  })
})

describe('defaultName', () => {
  it('takes the first words when random gives 0', () => {
    expect(defaultName(() => 0)).toBe('My Awesome Swag')
  })

  it('takes the last words when random is just under 1', () => {
    expect(defaultName(() => 0.9999)).toBe('My Exciting Drop')
  })

  it('draws the adjective first, then the noun', () => {
    const draws = [0.5, 0.25]
    // 0.5 × 15 -> index 7, 0.25 × 12 -> index 3.
    expect(defaultName(() => draws.shift()!)).toBe('My Custom Pack')
  })

  it('stays within the lists even if random returns 1', () => {
    expect(defaultName(() => 1)).toBe('My Exciting Drop')
  })

  it('can reach every adjective and noun', () => {
    NAME_ADJECTIVES.forEach((adjective, i) => {
      const draws = [(i + 0.5) / NAME_ADJECTIVES.length, 0]
      expect(defaultName(() => draws.shift()!)).toBe(`My ${adjective} Swag`)
    })
    NAME_NOUNS.forEach((noun, i) => {
      const draws = [0, (i + 0.5) / NAME_NOUNS.length]
      expect(defaultName(() => draws.shift()!)).toBe(`My Awesome ${noun}`)
    })
  })

  it('always builds a name from the lists with Math.random', () => {
    const pattern = new RegExp(`^My (${NAME_ADJECTIVES.join('|')}) (${NAME_NOUNS.join('|')})$`)
    for (let i = 0; i < 500; i++) expect(defaultName()).toMatch(pattern)
  })
})
