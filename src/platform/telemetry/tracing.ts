import { loggablePath, SECRET_QUERY_PARAMETERS } from '@/domain/loggable-path'

/**
 * OpenTelemetry traces, with the official Node.js SDK, when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (the SDK reads the other OTEL_* variables itself: protocol, headers, service name, sampler).
 * Spans: every HTTP request the server answers and every call it makes (http), every PostgreSQL
 * query (pg), Next.js's own rendering spans, which it makes once a tracer is registered, and each
 * tick of the jobs queue (src/jobs/start-job-runner.ts). Started before anything else loads
 * (`--import`), since the instrumentations patch modules as they are first loaded.
 */
export const startTracing = async (defaultServiceName: string): Promise<void> => {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || defaultServiceName,
    instrumentations: [
      // Liveness and metrics scrapes every few seconds would bury the requests people make.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(livez|readyz|healthz|metrics)(\?|$)/.test(request.url ?? ''),
        // Tokens in an address (share keys, reset and verification tokens) stay out of traces, as out of the logs.
        redactedQueryParamsServer: SECRET_QUERY_PARAMETERS,
        startIncomingSpanHook: (request) => ({ 'url.path': loggablePath((request.url ?? '/').split('?')[0]!) }),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  })
  sdk.start()
  // Whatever is still batched goes out before the process ends.
  process.once('beforeExit', () => void sdk.shutdown())
}
