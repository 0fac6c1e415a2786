import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { cachedResponse, isCacheableRequest, isReadOnlyGraphQL } from '@/lib/public-api-cache'

const graphQLPost = GRAPHQL_POST(config)

const MAX_GRAPHQL_BODY_BYTES = 100 * 1024

const badRequest = (message: string, status = 400) =>
  Response.json({ errors: [{ message, extensions: { statusCode: status } }] }, { status })

/** GraphQL at /payload-api/graphql. A body that is not a JSON query is a 400, never a 500. */
export const POST = async (request: Request) => {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return graphQLPost(request)
  }
  const text = await request.text()
  if (text.length > MAX_GRAPHQL_BODY_BYTES) return badRequest('The query is too large.', 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return badRequest('The request body is not valid JSON.')
  }
  const queries = Array.isArray(body) ? body : [body]
  if (queries.length === 0 || queries.some((q) => !q || typeof q !== 'object' || typeof (q as { query?: unknown }).query !== 'string')) {
    return badRequest('Send a JSON body with a "query" string.')
  }
  const run = () => graphQLPost(new Request(request.url, { method: 'POST', headers: request.headers, body: text }))
  const cacheable =
    isCacheableRequest(request) && queries.every((q) => isReadOnlyGraphQL((q as { query: string }).query))
  return cacheable ? cachedResponse(`GRAPHQL ${text}`, run) : run()
}

export const OPTIONS = REST_OPTIONS(config)
