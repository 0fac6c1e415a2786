import config from '@payload-config'

import { checkReadiness } from '@/platform/database/readiness'
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/platform/http/outage-response'

export const dynamic = 'force-dynamic'

/**
 * Readiness: 200 when this instance reaches its database and every migration of its build has
 * been applied, else 503 with the reason and Retry-After, so the balancer sends its traffic
 * elsewhere until it is ready (platform/database/readiness.ts). Never cached.
 */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness(config)
  if (readiness.ready) return Response.json({ status: 'ready', database: readiness.database }, { headers: { 'cache-control': 'no-store' } })
  return Response.json(
    { status: 'unavailable', reason: readiness.reason },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) } },
  )
}
