/**
 * Loaded with `--import` ahead of the production server (build-server.mjs) and the jobs worker:
 * starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise.
 */
import { startTracing } from '../src/platform/telemetry/tracing'

await startTracing(process.argv.some((arg) => arg.endsWith('worker.ts')) ? 'swagly-worker' : 'swagly')
