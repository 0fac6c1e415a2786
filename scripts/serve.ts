/**
 * `npm run serve`: the production server. Next.js behind the storefront's in-memory page cache
 * (src/platform/page-cache/storefront-page-cache.ts) and the copy of anonymous public API answers
 * (src/platform/page-cache/public-api-answers.ts); everything else (dashboard, admin, API, assets)
 * goes straight to Next.js, told each request's connection address (src/platform/http/socket-address.ts),
 * but the build's scripts and stylesheets, sent as compressed at build time (src/platform/http/static-assets.ts).
 * A page or a write that met a database outage is answered 503 (src/platform/http/outage-response.ts).
 * Every request gets an id, a line in the access log and its counts in the metrics (src/platform/observability).
 * Listens on PORT (default 3000) on every interface, or on the address after `-H`, as `next start` does.
 * Outside demo mode it will not start while a staff account has a demo password (demo-password-guard.ts).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { applyingHttpCachePolicy } from '../src/platform/http/http-cache-policy'
import { answeringServerOutagesWith503 } from '../src/platform/http/outage-response'
import { appLogger } from '../src/platform/observability/logger'
import { observingRequest } from '../src/platform/observability/request-observer'
import { servePublicApiRead } from '../src/platform/page-cache/public-api-answers'
import { serveStorefrontPage } from '../src/platform/page-cache/storefront-page-cache'
import { processRateLimiter } from '../src/platform/http/rate-limiter'
import { stampingSocketAddresses, stampSocketAddress } from '../src/platform/http/socket-address'
import { servingPrecompressedAssets } from '../src/platform/http/static-assets'
import { demoMode } from '../src/platform/demo/demo-mode'
import { refuseDemoPasswords } from './refuse-demo-passwords'

const port = Number(process.env.PORT || 3000)
const hostFlag = process.argv.indexOf('-H')
const hostname = hostFlag === -1 ? '0.0.0.0' : process.argv[hostFlag + 1]!
const root = path.resolve(import.meta.dirname, '..')

await refuseDemoPasswords()
if (demoMode())
  appLogger().warn('Demo mode (DEMO_MODE=true): the offline test card is offered and demo passwords are allowed. Never run a live shop this way.')

const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

// Per-address limits key on the connection's address, which Next.js does not pass on by itself.
stampingSocketAddresses()
// Connects to Redis (REDIS_URL) now: until it is connected, attempts are counted per instance.
processRateLimiter()
const serveStaticAsset = servingPrecompressedAssets(path.join(root, '.next'))
const server = createServer((request, response) =>
  observingRequest(request, response, () => {
    stampSocketAddress(request)
    applyingHttpCachePolicy(request, response)
    serveStaticAsset(request, response, () =>
      answeringServerOutagesWith503(request, response, () =>
        serveStorefrontPage(request, response, () => servePublicApiRead(request, response, (forwarded) => handle(forwarded, response))),
      ),
    )
  }),
)
// As `next start` does: longer than the usual load balancer's idle timeout, so it closes first.
server.keepAliveTimeout = 65_000
// On every interface the address to open on this machine is localhost; 0.0.0.0 is not one a browser opens.
const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname
server.listen(port, hostname, () => appLogger().info(`Ready on http://${shownHost}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Finish the requests under way, drop idle keep-alive connections, and do not wait forever.
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
