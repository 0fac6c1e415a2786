import { type DocumentNode, type GraphQLSchema, parse, type Source, specifiedRules, validate, type ValidationRule } from 'graphql'
import { LRUCache } from 'lru-cache'

/**
 * Parsing a query and checking it against GraphQL's own rules costs more CPU than running a
 * storefront query: Payload's schema has thousands of types, and one of those rules lists them
 * all for every query. Clients send the same few query texts over and over, so each text is parsed
 * once and its document checked once; only the rules that depend on a request's variables (query
 * complexity, which honours @skip/@include) run every time.
 */

/** Distinct query texts kept; a text over the limit is parsed again when next asked. */
const MAX_DOCUMENTS = 500

const documents = new LRUCache<string, DocumentNode>({ max: MAX_DOCUMENTS })

/** Per schema (development builds a new one per request), the documents that passed GraphQL's specified rules. */
const passedSpecifiedRules = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>()

/** `parse` for a query text seen before returns the same document; a text that does not parse throws, as `parse` does. */
export const parseOnce = (source: string | Source): DocumentNode => {
  if (typeof source !== 'string') return parse(source)
  const known = documents.get(source)
  if (known) return known
  const document = parse(source)
  documents.set(source, document)
  return document
}

/**
 * `validate` with GraphQL's specified rules added to `rules`, those checked once per document.
 * A document that fails them is checked in full again, so its errors are exactly those of one
 * `validate` over all the rules.
 */
export const validateOnce = (schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[] = []) => {
  const passed = passedSpecifiedRules.get(schema) ?? new WeakSet<DocumentNode>()
  passedSpecifiedRules.set(schema, passed)
  if (passed.has(document)) return validate(schema, document, rules)
  const errors = validate(schema, document, [...specifiedRules, ...rules])
  if (errors.length === 0) passed.add(document)
  return errors
}
