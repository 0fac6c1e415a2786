import config from '@payload-config'
import { getPayload } from 'payload'

import { SEND_EMAIL_TASK } from '@/email/queue'
import { updateJobQueueMetrics } from '@/platform/observability/job-queue-metrics'
import { appLogger } from '@/platform/observability/logger'
import { metrics } from '@/platform/observability/metrics'
import { metricsAccess } from '@/platform/observability/metrics-access'

export const dynamic = 'force-dynamic'

const NOT_STORED = { 'cache-control': 'no-store' }

/**
 * Prometheus's scrape of this instance (docs/observability.md): a 404 unless METRICS_TOKEN is set,
 * then only with that token as a Bearer. The request counts come from the production server
 * (scripts/serve.ts) through the process's one registry; the queue's gauges are read from the
 * database now. Should that read fail, the rest is still answered: the gauges keep their last values.
 */
export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers.get('authorization'))
  if (access === 'off') return Response.json({ message: 'Not found.' }, { status: 404, headers: NOT_STORED })
  if (access === 'refused') return new Response('Unauthorized\n', { status: 401, headers: { ...NOT_STORED, 'www-authenticate': 'Bearer' } })
  await updateJobQueueMetrics(await getPayload({ config }), SEND_EMAIL_TASK).catch((error: unknown) =>
    appLogger().warn({ err: error }, 'The job queue could not be read for the metrics'),
  )
  const { registry } = metrics()
  return new Response(await registry.metrics(), { headers: { ...NOT_STORED, 'content-type': registry.contentType } })
}
