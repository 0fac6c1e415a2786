import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type RunningApp, startApp } from '../support/app-server'
import { eventually } from '../support/eventually'
import { startOtlpReceiver } from '../support/otlp-receiver'

const SERVER_SPAN = 2

describe('OpenTelemetry traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
  let app: RunningApp

  beforeAll(async () => {
    receiver = await startOtlpReceiver()
    app = await startApp({
      ...inject('databaseEnv'),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'swagly-under-test',
      JOBS_AUTORUN_CRON: '*/2 * * * * *',
    })
  }, 180_000)

  afterAll(async () => {
    await app?.stop()
    await receiver?.stop()
  })

  it('continues the caller’s trace: the request’s server span and, on PostgreSQL, its queries under it; tokens in addresses stay out', async () => {
    const traceId = randomBytes(16).toString('hex')
    const headers = { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`, 'cache-control': 'no-cache' }
    const response = await fetch(`${app.baseURL}/payload-api/products?limit=1&depth=0`, { headers })
    expect(response.status).toBe(200)
    await fetch(`${app.baseURL}/auth/reset-password?token=s3cret-reset-token`, { headers })
    await fetch(`${app.baseURL}/admin/reset/s3cret-staff-token`, { headers })
    const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId)
    const postgres = Boolean(inject('databaseEnv').DATABASE_URL)
    // The later requests' spans may be exported first: wait for the product list's own.
    const isListSpan = (span: ReturnType<typeof inTrace>[number]) =>
      span.kind === SERVER_SPAN && span.attributes['url.path'] === '/payload-api/products'
    const spans = await eventually(
      async () => inTrace(),
      (found) => found.some(isListSpan) && (!postgres || found.some((span) => span.attributes['db.system.name'] === 'postgresql')),
      20,
    )
    const server = spans.find(isListSpan)
    expect(server).toMatchObject({ service: 'swagly-under-test', attributes: { 'http.request.method': 'GET', 'http.response.status_code': 200 } })
    // Next.js's own server spans may be exported before the HTTP ones: wait for the paths themselves.
    const tokenPaths = ['/auth/reset-password', '/admin/reset/[redacted]']
    const everySpan = await eventually(
      async () => inTrace().filter((span) => span.kind === SERVER_SPAN),
      (found) => tokenPaths.every((path) => found.some((span) => span.attributes['url.path'] === path)),
      20,
    )
    expect(everySpan.map((span) => span.attributes['url.path'])).toEqual(expect.arrayContaining(tokenPaths))
    expect(JSON.stringify(inTrace())).not.toContain('s3cret')
    if (postgres) {
      const queries = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql')
      expect(queries.length).toBeGreaterThan(0)
      // Under the request: each query's parent is a span of this trace, not a root of its own.
      expect(queries.every((query) => inTrace().some((span) => span.spanId === query.parentSpanId))).toBe(true)
    }
  })

  it('gives each tick of the jobs queue a span', async () => {
    const ticks = await eventually(
      async () => receiver.spans.filter((span) => span.name === 'jobs tick' && span.service === 'swagly-under-test'),
      (found) => found.length > 0,
      20,
    )
    expect(ticks.length).toBeGreaterThan(0)
  })
})
