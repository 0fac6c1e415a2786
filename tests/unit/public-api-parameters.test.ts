import { describe, expect, it } from 'vitest'

import { idParamsSchema, pagingOf, pagingQuerySchema } from '@/domain/public-api/paging'
import { parameterErrors, problem } from '@/domain/public-api/problems'

const errorsOf = (input: Record<string, string>) => {
  const result = pagingQuerySchema.strict().safeParse(input)
  return result.success ? [] : parameterErrors(result.error.issues)
}

describe('the public API’s list parameters', () => {
  it('reads page and limit as whole numbers within bounds, defaulting to the first page of 25', () => {
    expect(pagingOf(pagingQuerySchema.parse({}))).toEqual({ page: 1, limit: 25 })
    expect(pagingOf(pagingQuerySchema.parse({ page: '3', limit: '100' }))).toEqual({ page: 3, limit: 100 })
  })

  it('names each bad parameter, and each one the route does not take', () => {
    expect(errorsOf({ page: '0', limit: '101', sort: 'x' })).toEqual([
      { pointer: '/page', detail: 'page must be at least 1.' },
      { pointer: '/limit', detail: 'limit must be at most 100.' },
      { pointer: '/sort', detail: 'sort is not a parameter here.' },
    ])
    expect(errorsOf({ page: '1.5' })).toEqual([{ pointer: '/page', detail: 'page must be a whole number.' }])
    expect(errorsOf({ limit: '-1' })).toEqual([{ pointer: '/limit', detail: 'limit must be a whole number.' }])
  })

  it('takes an id in the path only as a positive whole number', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 })
    for (const id of ['0', '-1', 'abc', '1e3', '01', '9'.repeat(13)]) expect(idParamsSchema.safeParse({ id }).success).toBe(false)
  })
})

describe('a problem', () => {
  it('carries its kind’s type, title and status, and errors only when there are some', () => {
    expect(problem('scope-missing', 'Needs read.')).toEqual({
      type: '/api/v1/docs#problem-scope-missing',
      title: 'The API key lacks the scope this needs',
      status: 403,
      detail: 'Needs read.',
    })
    expect(problem('invalid-request', 'Bad.', [])).not.toHaveProperty('errors')
  })
})
