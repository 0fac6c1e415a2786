/**
 * What the production server (scripts/serve.ts) does with a request before, or instead of, Next.js:
 * the stages below, in the order a request meets them, each handing it on to the next. Those that
 * keep answers correct always run: the request's id, log line and metrics (observability), the
 * connection's address for the rate limits, the Cache-Control policy and the outage 503. The
 * performance stages each answer some requests themselves, and each was kept because it buys at
 * least a fifth on req/s, latency or bytes sent (docs/performance-server-stages.md, where the
 * benchmark that measures them switched off, SERVER_STAGES_OFF, is described).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { applyingHttpCachePolicy } from '@/platform/http/http-cache-policy'
import { answeringServerOutagesWith503 } from '@/platform/http/outage-response'
import { stampingSocketAddresses, stampSocketAddress } from '@/platform/http/socket-address'
import { servingPrecompressedAssets } from '@/platform/http/static-assets'
import { observingRequest } from '@/platform/observability/request-observer'
import { servePublicApiRead } from '@/platform/page-cache/public-api-answers'
import { servingStorefrontPages } from '@/platform/page-cache/storefront-page-cache'
import { type PerformanceStage, stagesSwitchedOff } from './server-stages'

/** Hands the request on, or another standing for it (a read whose body a stage has already read). */
type Next = (request?: IncomingMessage) => unknown
type Stage = (request: IncomingMessage, response: ServerResponse, next: Next) => unknown
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown

const chain = (stages: Stage[], last: RequestHandler): RequestHandler =>
  stages.reduceRight<RequestHandler>(
    (after, stage) => (request, response) => stage(request, response, (handedOn = request) => after(handedOn, response)),
    last,
  )

/**
 * The production server's request handler: the stages in front of `nextJs` (Next.js's own
 * request handler), for the build in `nextDir`.
 */
export const requestPipeline = (nextJs: RequestHandler, nextDir: string): RequestHandler => {
  const off = stagesSwitchedOff()
  // Tells the routes to believe the address header, which from here on only this server writes.
  stampingSocketAddresses()
  const performance = (name: PerformanceStage, stage: Stage): Stage[] => (off.has(name) ? [] : [stage])
  return chain(
    [
      observingRequest,
      // Per-address limits key on the connection's address, which Next.js does not pass on by itself.
      (request, _response, next) => {
        stampSocketAddress(request)
        return next()
      },
      (request, response, next) => {
        applyingHttpCachePolicy(request, response)
        return next()
      },
      ...performance('precompressed-static', servingPrecompressedAssets(nextDir)),
      answeringServerOutagesWith503,
      ...performance('page-cache', servingStorefrontPages({ brotli: !off.has('brotli') })),
      ...performance('api-reads', servePublicApiRead),
    ],
    nextJs,
  )
}
