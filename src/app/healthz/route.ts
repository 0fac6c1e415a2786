import config from '@payload-config'

import { checkDatabase } from '@/platform/database/health'
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/platform/http/outage-response'

export const dynamic = 'force-dynamic'

/**
 * The load balancer's health check: 200 when this instance can reach its database, 503 with
 * Retry-After when it cannot, so traffic goes elsewhere; either within 2 s, however busy the app's
 * own connections are (platform/database/health.ts). Plain JSON, never cached.
 */
export async function GET(): Promise<Response> {
  const started = performance.now()
  try {
    const database = await checkDatabase(config)
    return Response.json({ status: 'ok', database, ms: Math.round(performance.now() - started) }, { headers: { 'cache-control': 'no-store' } })
  } catch {
    return Response.json(
      { status: 'unavailable', database: 'unreachable' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) } },
    )
  }
}
