import {
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLError,
  type GraphQLSchema,
  parse,
  type Source,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql'
import { LRUCache } from 'lru-cache'

/**
 * Parsing a query and checking it against GraphQL's own rules costs more CPU than running a
 * storefront query: Payload's schema has thousands of types, and one of those rules lists them
 * all for every query. Clients send the same few query texts over and over, so each text is parsed
 * once and its document checked once. The rules that depend on a request's variables (query
 * complexity, which coerces them and honours @skip/@include) give the same answer for the same
 * variables, and storefront clients send the same few (a category, a page) again and again, so
 * their answer is kept per document and variables.
 */

/** Distinct query texts kept; a text over the limit is parsed again when next asked. */
const MAX_DOCUMENTS = 500

const documents = new LRUCache<string, DocumentNode>({ max: MAX_DOCUMENTS })

/** Per schema (development builds a new one per request), the documents that passed GraphQL's specified rules. */
const passedSpecifiedRules = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>()

/** Variable sets whose answer is kept per document; longer ones are checked every time. */
const MAX_KEPT_VARIABLES = 50
const MAX_VARIABLES_KEY_LENGTH = 1024

/** Per schema and document, the errors of the variable-dependent rules for each set of variables. */
const variableRuleErrors = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, LRUCache<string, readonly GraphQLError[]>>>()

/** What the variable-dependent rules are built from (graphql-http's arguments), as a key: null when too long to keep. */
export const variablesKey = (args: Pick<ExecutionArgs, 'operationName' | 'variableValues'>): string | null => {
  const key = JSON.stringify([args.operationName ?? null, args.variableValues ?? null])
  return key.length <= MAX_VARIABLES_KEY_LENGTH ? key : null
}

const keptErrors = (schema: GraphQLSchema, document: DocumentNode) => {
  const documents = variableRuleErrors.get(schema) ?? new WeakMap<DocumentNode, LRUCache<string, readonly GraphQLError[]>>()
  variableRuleErrors.set(schema, documents)
  const kept = documents.get(document) ?? new LRUCache<string, readonly GraphQLError[]>({ max: MAX_KEPT_VARIABLES })
  documents.set(document, kept)
  return kept
}

/** `parse` for a query text seen before returns the same document; a text that does not parse throws, as `parse` does. */
export const parseOnce = (source: string | Source): DocumentNode => {
  if (typeof source !== 'string') return parse(source)
  const known = documents.get(source)
  if (known) return known
  const document = parse(source)
  documents.set(source, document)
  return document
}

/** True when every operation in the query text is a query (no mutations or subscriptions); false when it does not parse. */
export const isReadOnlyGraphQL = (query: string): boolean => {
  try {
    return parseOnce(query).definitions.every((definition) => definition.kind !== 'OperationDefinition' || definition.operation === 'query')
  } catch {
    return false
  }
}

/**
 * `validate` with GraphQL's specified rules added to `rules`, those checked once per document.
 * A document that fails them is checked in full again, so its errors are exactly those of one
 * `validate` over all the rules. `variables` (variablesKey) names what `rules` were built from:
 * their errors are kept for it, and the same errors answered when it comes again.
 */
export const validateOnce = (
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[] = [],
  variables: string | null = null,
) => {
  const passed = passedSpecifiedRules.get(schema) ?? new WeakSet<DocumentNode>()
  passedSpecifiedRules.set(schema, passed)
  if (!passed.has(document)) {
    const errors = validate(schema, document, [...specifiedRules, ...rules])
    if (errors.length === 0) passed.add(document)
    return errors
  }
  if (variables === null) return validate(schema, document, rules)
  const kept = keptErrors(schema, document)
  const known = kept.get(variables)
  if (known) return known
  const errors = validate(schema, document, rules)
  kept.set(variables, errors)
  return errors
}
