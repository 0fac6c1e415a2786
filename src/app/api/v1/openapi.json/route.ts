import { openApiDocument } from '@/features/public-api/openapi-document'

/**
 * GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, public (it describes the API, not
 * anyone's data) and the same for everyone, so written once per process.
 */
let document: ReturnType<typeof openApiDocument> | undefined

export function GET(): Response {
  document ??= openApiDocument()
  return Response.json(document, { headers: { 'cache-control': 'public, max-age=300' } })
}
