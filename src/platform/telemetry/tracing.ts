import { loggablePath, SECRET_QUERY_PARAMETERS } from '@/domain/loggable-path'

import { RedactingSpanProcessor } from './redacting-span-processor'

/** The OTLP exporter for OTEL_EXPORTER_OTLP_PROTOCOL, as the SDK would pick it; each reads the other OTEL_EXPORTER_OTLP_* variables itself. */
const traceExporter = async () => {
  const protocol = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf'
  if (protocol === 'grpc') return new (await import('@opentelemetry/exporter-trace-otlp-grpc')).OTLPTraceExporter()
  if (protocol === 'http/json') return new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
  return new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter()
}

/**
 * OpenTelemetry traces, with the official Node.js SDK, when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (the SDK reads the other OTEL_* variables itself: protocol, headers, service name, sampler).
 * Spans: every HTTP request the server answers and every call it makes (http), every PostgreSQL
 * query (pg), Next.js's own rendering spans, which it makes once a tracer is registered, and each
 * tick of the jobs queue (src/jobs/start-job-runner.ts). Started before anything else loads
 * (`--import`), since the instrumentations patch modules as they are first loaded. The exporter
 * is built here rather than by the SDK so that every span passes the redaction first.
 */
export const startTracing = async (defaultServiceName: string): Promise<void> => {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  const [{ NodeSDK }, { BatchSpanProcessor }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || defaultServiceName,
    spanProcessors: [new RedactingSpanProcessor(), new BatchSpanProcessor({ exporter: await traceExporter() })],
    instrumentations: [
      new HttpInstrumentation({
        // Liveness and metrics scrapes every few seconds would bury the requests people make.
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
