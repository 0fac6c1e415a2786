import { buildSchema, type ValidationRule, validate, specifiedRules, GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'

import { parseOnce, validateOnce, variablesKey } from '@/platform/http/graphql-documents'

const schema = buildSchema(`
  type Product { id: Int, title: String }
  type Query { products(limit: Int): [Product] }
`)

/** A per-request rule, as the complexity limit is: it sees the request's variables. */
const refusingLimit =
  (max: number, variables: Record<string, unknown>): ValidationRule =>
  (context) => ({
    Field(node) {
      if (node.name.value === 'products' && Number(variables.limit) > max) context.reportError(new GraphQLError('Too many products.'))
    },
  })

const QUERY = 'query Products($limit: Int) { products(limit: $limit) { id title } }'

describe('GraphQL documents parsed and checked once per query text', () => {
  it('gives the same document for the same text, and throws as parse does for a text that does not parse', () => {
    expect(parseOnce(QUERY)).toBe(parseOnce(QUERY))
    expect(parseOnce(`${QUERY} `)).not.toBe(parseOnce(QUERY))
    expect(() => parseOnce('query {')).toThrow(/Syntax Error/)
  })

  it('still runs the per-request rules on a document it has already checked', () => {
    const document = parseOnce(QUERY)
    expect(validateOnce(schema, document, [refusingLimit(10, { limit: 5 })])).toEqual([])
    expect(validateOnce(schema, document, [refusingLimit(10, { limit: 50 })]).map((error) => error.message)).toEqual(['Too many products.'])
    expect(validateOnce(schema, document, [refusingLimit(10, { limit: 5 })])).toEqual([])
  })

  it('answers the per-request rules from what it kept for the same variables, and runs them for others', () => {
    const document = parseOnce('query Kept($limit: Int) { products(limit: $limit) { id } }')
    const check = (limit: number) => {
      const variables = { limit }
      return validateOnce(schema, document, [refusingLimit(10, variables)], variablesKey({ variableValues: variables })).map((error) => error.message)
    }
    expect(check(5)).toEqual([])
    expect(check(50)).toEqual(['Too many products.'])
    expect(check(5)).toEqual([])
    expect(check(50)).toEqual(['Too many products.'])
    // Kept per set of variables: a rule that would now answer otherwise is not asked for limit 5 again.
    const kept = validateOnce(schema, document, [refusingLimit(1, { limit: 5 })], variablesKey({ variableValues: { limit: 5 } }))
    expect(kept).toEqual([])
  })

  it('keeps nothing for variables too long to keep, nor per operation name for another', () => {
    expect(variablesKey({ variableValues: { text: 'x'.repeat(2000) } })).toBeNull()
    expect(variablesKey({ operationName: 'A', variableValues: { limit: 1 } })).not.toBe(
      variablesKey({ operationName: 'B', variableValues: { limit: 1 } }),
    )
  })

  it('answers an invalid document with the errors of one full validation, every time', () => {
    const document = parseOnce('{ products { id nme } }')
    const rules = [refusingLimit(10, {})]
    const expected = validate(schema, document, [...specifiedRules, ...rules]).map((error) => error.message)
    expect(expected).toHaveLength(1)
    expect(validateOnce(schema, document, rules).map((error) => error.message)).toEqual(expected)
    expect(validateOnce(schema, document, rules).map((error) => error.message)).toEqual(expected)
  })

  it('checks a document again against another schema', () => {
    const document = parseOnce('{ products { id title } }')
    expect(validateOnce(schema, document)).toEqual([])
    const narrower = buildSchema('type Product { id: Int } type Query { products: [Product] }')
    expect(validateOnce(narrower, document).map((error) => error.message)).toEqual(['Cannot query field "title" on type "Product".'])
  })
})
