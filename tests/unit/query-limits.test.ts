import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { maxDepthRule } from '@/domain/graphql-depth'
import { QUERY_LIMITS, restDepthProblem } from '@/domain/query-limits'

describe('restDepthProblem', () => {
  it('accepts no depth, or one whole number up to the cap', () => {
    expect(restDepthProblem([])).toBeNull()
    for (const depth of ['0', '1', String(QUERY_LIMITS.restMaxDepth)]) expect(restDepthProblem([depth])).toBeNull()
  })

  it('refuses a depth over the cap, saying the range', () => {
    expect(restDepthProblem(['6'])).toBe('depth must be a whole number from 0 to 5; 6 is too deep.')
    expect(restDepthProblem(['999999999999'])).toMatch(/^depth must be a whole number from 0 to 5, not "999999999999"/)
  })

  it('refuses anything but a non-negative whole number, and a depth given twice', () => {
    for (const depth of ['', '-1', '1.5', '1e3', 'abc', ' 2', '0x2']) expect(restDepthProblem([depth])).toMatch(/not "/)
    expect(restDepthProblem(['1', '9'])).toBe('Give depth once; depth must be a whole number from 0 to 5.')
  })
})

const schema = buildSchema(`
  type Node { id: ID, child: Node, children: [Node] }
  type Query { node: Node }
`)

/** The depth errors validation reports for `query` with a limit of `limit`. */
const depthErrors = (query: string, limit: number) => validate(schema, parse(query), [maxDepthRule(limit)]).map((error) => error.message)

describe('maxDepthRule', () => {
  it('counts one level per nested field and accepts a query at the limit', () => {
    expect(depthErrors('{ node { id } }', 2)).toEqual([])
    expect(depthErrors('{ node { child { id } } }', 2)).toEqual(['The query is nested 3 levels deep; at most 2 are allowed.'])
  })

  it('measures the deepest branch, not the widest', () => {
    expect(depthErrors('{ node { id child { id } children { id } } }', 3)).toEqual([])
    expect(depthErrors('{ node { id children { child { id } } } }', 3)).toHaveLength(1)
  })

  it('follows fragments and inline fragments where they are spread', () => {
    const query = `
      query { node { ...Deep } }
      fragment Deep on Node { child { ... on Node { child { id } } } }
    `
    expect(depthErrors(query, 4)).toEqual([])
    expect(depthErrors(query, 3)).toEqual(['The query is nested 4 levels deep; at most 3 are allowed.'])
  })

  it('checks each operation of a document on its own', () => {
    const errors = depthErrors('query A { node { id } } query B { node { child { child { id } } } }', 2)
    expect(errors).toEqual(['The query is nested 4 levels deep; at most 2 are allowed.'])
  })

  it('ends on fragments that spread themselves (GraphQL refuses those on its own)', () => {
    const query = 'query { node { ...Loop } } fragment Loop on Node { child { ...Loop } }'
    expect(depthErrors(query, 10)).toEqual([])
  })

  it('measures a fragment spread many times once, so a fan-out of fragments stays cheap', () => {
    const levels = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Node { a: child { ...F${i + 1} } b: child { ...F${i + 1} } }`)
    const query = `query { node { ...F0 } } ${levels.join(' ')} fragment F30 on Node { id }`
    const started = performance.now()
    expect(depthErrors(query, 10)).toEqual(['The query is nested 32 levels deep; at most 10 are allowed.'])
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
