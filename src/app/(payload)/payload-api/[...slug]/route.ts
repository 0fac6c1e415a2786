import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withIdempotencyKey } from '@/platform/idempotency/keyed-route'
import { withoutMigrationsApi } from '@/platform/http/migrations-route'
import { answeringOutagesWith503 } from '@/platform/http/outage-response'
import { cachedResponse, isCacheableRequest } from '@/platform/next-cache/public-api-cache'

const restGet = REST_GET(config)

/**
 * Payload's REST API under /payload-api; anonymous reads are served from the public API cache, a
 * database outage is a 503 (outage-response.ts), and Payload's migration record is not served (migrations-route.ts).
 */
export const GET = withoutMigrationsApi(
  answeringOutagesWith503((request: Request, context: Parameters<typeof restGet>[1]) => {
    if (!isCacheableRequest(request)) return restGet(request, context)
    const url = new URL(request.url)
    // Next.js refuses reads of the route's own request inside the cache; Payload reads a copy.
    const copy = new Request(url, { headers: new Headers(request.headers) })
    return cachedResponse(`GET ${url.pathname}${url.search}`, () => restGet(copy, context))
  }),
)

/** A new enquiry may carry an Idempotency-Key (see keyed-route.ts); other POSTs pass straight through. */
export const POST = withoutMigrationsApi(
  answeringOutagesWith503(
    withIdempotencyKey(config, (request) => (new URL(request.url).pathname === '/payload-api/enquiries' ? 'enquiries' : null), REST_POST(config)),
  ),
)
export const DELETE = withoutMigrationsApi(answeringOutagesWith503(REST_DELETE(config)))
export const PATCH = withoutMigrationsApi(answeringOutagesWith503(REST_PATCH(config)))
export const PUT = withoutMigrationsApi(answeringOutagesWith503(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
