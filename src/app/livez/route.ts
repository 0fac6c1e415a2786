export const dynamic = 'force-dynamic'

/**
 * Liveness: the process answers requests. Asks nothing of the database, so an outage there never
 * gets a healthy instance restarted; readiness (/readyz) is what takes it out of the balancer.
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
