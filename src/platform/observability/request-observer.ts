import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { loggablePath } from '@/domain/loggable-path'
import { methodLabel, routeGroupOf } from '@/domain/metric-labels'
import { requestIdFrom } from '@/domain/request-id'
import { appLogger } from './logger'
import { metrics } from './metrics'
import { withRequestContext } from './request-context'

/** Which in-memory cache answered, as the caches mark their answers (src/platform/page-cache). */
const cacheOutcome = (response: ServerResponse): string | undefined => {
  const marker = response.getHeader('x-page-cache') ?? response.getHeader('x-cache') ?? response.getHeader('x-nextjs-cache')
  return marker === undefined ? undefined : String(marker)
}

/**
 * The production server's first stage (src/platform/server/request-pipeline.ts): gives the request its id (the
 * balancer's `X-Request-Id` when sane, else a new one), returns it on the response, serves the
 * request inside its context so every log line carries it, and once the answer is sent counts it
 * in the metrics and writes one access-log line. The path is logged without its query string,
 * which may hold tokens (a share link's, a password reset's), and with a token in it hidden.
 */
export const observingRequest = (request: IncomingMessage, response: ServerResponse, next: () => unknown): unknown => {
  const started = performance.now()
  const requestId = requestIdFrom(request.headers['x-request-id'], randomUUID)
  request.headers['x-request-id'] = requestId
  response.setHeader('x-request-id', requestId)
  const socket = response.socket
  const bytesBefore = socket?.bytesWritten ?? 0
  response.once('close', () => {
    const seconds = (performance.now() - started) / 1000
    const path = (request.url ?? '/').split('?')[0]!
    const routeGroup = routeGroupOf(path)
    const status = response.statusCode
    const { httpRequests, httpDuration } = metrics()
    httpRequests.inc({ route_group: routeGroup, method: methodLabel(request.method), status: String(status) })
    httpDuration.observe({ route_group: routeGroup }, seconds)
    withRequestContext({ requestId }, () =>
      appLogger().info(
        {
          method: request.method,
          path: loggablePath(path),
          status,
          ms: Math.round(seconds * 10_000) / 10,
          bytes: (socket?.bytesWritten ?? 0) - bytesBefore,
          cache: cacheOutcome(response),
          ...(response.writableFinished ? {} : { aborted: true }),
        },
        'request',
      ),
    )
  })
  return withRequestContext({ requestId }, next)
}
