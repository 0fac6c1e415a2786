import { describe, expect, it } from 'vitest'

import { withoutSuggestion, withoutSuggestions } from '@/domain/graphql-suggestions'

describe('GraphQL suggestions', () => {
  it('drops the "Did you mean" hint and keeps the rest of the message', () => {
    expect(withoutSuggestion('Cannot query field "nme" on type "Product". Did you mean "name" or "slug"?')).toBe(
      'Cannot query field "nme" on type "Product".',
    )
    expect(withoutSuggestion('Value "draf" does not exist in "Status" enum. Did you mean the enum value "draft"?')).toBe(
      'Value "draf" does not exist in "Status" enum.',
    )
    expect(withoutSuggestion('You are not allowed to perform this action.')).toBe('You are not allowed to perform this action.')
  })

  it('cleans every error of a result or a batch and leaves the data alone', () => {
    const result = { data: { a: 1 }, errors: [{ message: 'Unknown type "Prodct". Did you mean "Product"?', locations: [] }] }
    expect(withoutSuggestions(result)).toEqual({ data: { a: 1 }, errors: [{ message: 'Unknown type "Prodct".', locations: [] }] })
    expect(withoutSuggestions([result, { data: {} }])).toEqual([
      { data: { a: 1 }, errors: [{ message: 'Unknown type "Prodct".', locations: [] }] },
      { data: {} },
    ])
    expect(withoutSuggestions(null)).toBeNull()
  })
})
