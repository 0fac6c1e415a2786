import { withoutSuggestions } from '@/domain/graphql-suggestions'

/**
 * In production, the GraphQL answer without the schema's names in "Did you mean …?" hints, as
 * introspection is off there too (payload.config.ts). Only answers that carry a hint are rewritten.
 */
export const hidingSuggestions = async (pending: Promise<Response>): Promise<Response> => {
  const response = await pending
  if (process.env.NODE_ENV !== 'production') return response
  const text = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(text.includes('Did you mean') ? rewritten(text) : text, { status: response.status, headers })
}

const rewritten = (text: string): string => {
  try {
    return JSON.stringify(withoutSuggestions(JSON.parse(text)))
  } catch {
    // Not JSON, so not a GraphQL result with messages to clean.
    return text
  }
}
