// GraphQL ends the message about a misspelt field, argument, type or enum value with "Did you mean
// …?" and the schema's nearest names: with introspection off in production, guessing would still
// map the schema one hint at a time.

const SUGGESTION = /\s*Did you mean .*$/s

export const withoutSuggestion = (message: string): string => message.replace(SUGGESTION, '')

type GraphQLResult = { errors?: unknown }

const cleanResult = (result: unknown): unknown => {
  if (!result || typeof result !== 'object' || !Array.isArray((result as GraphQLResult).errors)) return result
  const errors = ((result as GraphQLResult).errors as unknown[]).map((error) =>
    error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
      ? { ...error, message: withoutSuggestion((error as { message: string }).message) }
      : error,
  )
  return { ...result, errors }
}

/** A GraphQL answer (one result or a batch) with every error message's suggestion removed. */
export const withoutSuggestions = (body: unknown): unknown => (Array.isArray(body) ? body.map(cleanResult) : cleanResult(body))
