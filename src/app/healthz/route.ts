import { runStatement } from '@/lib/database'
import { payloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * The load balancer's health check: 200 when this instance can reach its database, 503 when it
 * cannot, so traffic goes elsewhere. Answers in plain JSON and is never cached.
 */
export async function GET(): Promise<Response> {
  const started = performance.now()
  try {
    const payload = await payloadClient()
    await runStatement({ payload, transactionID: undefined }, (sql) => sql`select 1`)
    return Response.json(
      { status: 'ok', database: payload.db.name, ms: Math.round(performance.now() - started) },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch {
    return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
