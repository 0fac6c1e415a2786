/**
 * `npm run serve`: the production server. Boots Next.js and puts in front of it the stages of
 * src/platform/server/request-pipeline.ts (request ids and metrics, the cache policy, the outage
 * 503, the storefront's page cache and the build's precompressed files, anonymous API reads).
 * Listens on PORT (default 3000) on every interface, or on the address after `-H`, as `next start` does.
 * Outside demo mode it will not start while a staff account has a demo password (demo-password-guard.ts).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { appLogger } from '../src/platform/observability/logger'
import { processRateLimiter } from '../src/platform/http/rate-limiter'
import { requestPipeline } from '../src/platform/server/request-pipeline'
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

// Connects to Redis (REDIS_URL) now: until it is connected, attempts are counted per instance.
processRateLimiter()
const server = createServer(requestPipeline(handle, path.join(root, '.next')))
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
