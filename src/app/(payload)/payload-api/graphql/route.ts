import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { QUERY_LIMITS } from '@/domain/query-limits'
import { isReadOnlyGraphQL } from '@/platform/http/graphql-documents'
import { graphQLPostHandler } from '@/platform/http/graphql-handler'
import { openReadLane } from '@/platform/http/read-lane'

import { hidingSuggestions } from '@/platform/http/graphql-suggestions'
import { withIdempotencyKey } from '@/platform/idempotency/keyed-route'
import { withOutagesAs503 } from '@/platform/http/outage-response'
import { cachedResponse, isCacheableRequest } from '@/platform/next-cache/public-api-cache'

const graphQLPost = graphQLPostHandler(config)

const badRequest = (message: string, status = 400) => Response.json({ errors: [{ message, extensions: { statusCode: status } }] }, { status })

const GRAPHQL_RESPONSE = 'application/graphql-response+json'

/**
 * graphql-http answers a query it refused before running it (unparseable, over the depth or
 * complexity limit) with 200 to `application/json` clients and 400 only to clients that accept
 * GraphQL's own media type. It is asked for that type so a refusal is a 400 for every client, and
 * the answer is labelled plain JSON again, which is what it is.
 */
const asksForStatus = (request: Request): Headers => {
  const headers = new Headers(request.headers)
  headers.set('accept', `${GRAPHQL_RESPONSE}, application/json;q=0.9`)
  return headers
}

const answeredAsJson = async (pending: Promise<Response>): Promise<Response> => {
  const response = await pending
  if (!(response.headers.get('content-type') ?? '').startsWith(GRAPHQL_RESPONSE)) return response
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(response.body, { status: response.status, headers })
}

type Queries = { queries: { query: string }[] } | { refusal: Response }

/** The body's queries, or the 400 (413 when too large) for a body that is not a JSON query. */
const queriesOf = (text: string): Queries => {
  if (text.length > QUERY_LIMITS.graphQLMaxBodyBytes) return { refusal: badRequest('The query is too large.', 413) }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { refusal: badRequest('The request body is not valid JSON.') }
  }
  const queries = Array.isArray(body) ? body : [body]
  if (queries.length === 0 || queries.some((q) => !q || typeof q !== 'object' || typeof (q as { query?: unknown }).query !== 'string')) {
    return { refusal: badRequest('Send a JSON body with a "query" string.') }
  }
  return { queries: queries as { query: string }[] }
}

const answer = (request: Request, text: string, cacheable: boolean) => {
  // Built before the cache is asked: Next.js refuses reads of the route's own request inside it.
  const [url, headers] = [request.url, asksForStatus(request)]
  const run = () => hidingSuggestions(answeredAsJson(graphQLPost(new Request(url, { method: 'POST', headers }), text)))
  return withOutagesAs503(() => (cacheable ? cachedResponse(`GRAPHQL ${text}`, run) : run()))
}

/**
 * GraphQL at /payload-api/graphql. A body that is not a JSON query is a 400, never a 500, a
 * database outage is a 503 (outage-response.ts), though GraphQL itself would answer 200 with errors,
 * and error messages do not suggest the schema's names (graphql-suggestions.ts).
 */
const graphQLRoute = async (request: Request) => {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return withOutagesAs503(() => hidingSuggestions(graphQLPost(request)))
  }
  const text = await request.text()
  const parsed = queriesOf(text)
  if ('refusal' in parsed) return parsed.refusal
  return answer(request, text, isCacheableRequest(request) && parsed.queries.every((q) => isReadOnlyGraphQL(q.query)))
}

// Queries only, answered afresh (the server sends only those that ask to be): a mutation goes
// through the proxy, which counts the rate-limited ones, and a refusal through Next.js as ever.
openReadLane('graphql', async (request) => {
  const text = await request.text()
  const parsed = queriesOf(text)
  if ('refusal' in parsed || !parsed.queries.every((q) => isReadOnlyGraphQL(q.query))) return null
  return answer(request, text, false)
})

/** createEnquiry may carry an Idempotency-Key (see keyed-route.ts); requests without one pass straight through. */
export const POST = withIdempotencyKey(config, () => 'graphql', graphQLRoute)

export const OPTIONS = REST_OPTIONS(config)
