import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type RunningApp, startApp } from '../support/app-server'
import { randomAddress } from '../support/client-address'
import { eventually } from '../support/eventually'
import { parseMetrics, type Sample, sampleSum } from '../support/metrics-text'

const TOKEN = 'observability-test-token'

/**
 * Request ids, the access log and the metrics (docs/observability.md), on a server of its own: one
 * with METRICS_TOKEN set, whose output the test reads, and which nothing else sends requests to, so
 * the counts it scrapes are exactly the requests sent here. One attempt a minute per address makes
 * a rate-limit refusal cost two requests.
 */
describe('observability', () => {
  let app: RunningApp

  beforeAll(async () => {
    app = await startApp({
      ...inject('databaseEnv'),
      PAYLOAD_SECRET: 'integration-test-secret',
      TRUST_PROXY: 'true',
      // Only the suite's server runs the queue: two SQLite writers in two processes would turn each other away.
      JOBS_AUTORUN: 'false',
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_PER_MINUTE: '1',
    })
  }, 240_000)

  afterAll(async () => {
    await app?.stop()
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseURL}${path}`, { headers })
  const scrape = async (): Promise<Sample[]> => {
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` })
    expect(response.status).toBe(200)
    return parseMetrics(await response.text())
  }

  it('counts a scripted mix of requests by route group, method and status, and the caches and refusals they met', async () => {
    // The start-up check's last request (a REST read) is counted a moment after it was answered:
    // the baseline waits for it, or it would count as one of this test's reads.
    const before = await eventually(
      scrape,
      (samples) => sampleSum(samples, 'http_requests_total', { route_group: 'api-rest', method: 'GET', status: '200' }) >= 1,
      5,
    )
    const sent = async (path: string, init?: RequestInit) => (await fetch(`${app.baseURL}${path}`, init)).arrayBuffer()
    for (let page = 0; page < 3; page += 1) await sent('/products')
    for (let read = 0; read < 2; read += 1) await sent('/payload-api/products?limit=1&depth=0')
    await sent('/no-such-page-here')
    const address = randomAddress()
    const checkRegistration = () =>
      fetch(`${app.baseURL}/payload-api/customers/check-registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: 'nobody-here@example.com' }),
      })
    expect((await checkRegistration()).status).not.toBe(429)
    expect((await checkRegistration()).status).toBe(429)

    const growth =
      (after: Sample[]) =>
      (name: string, labels: Record<string, string> = {}) =>
        sampleSum(after, name, labels) - sampleSum(before, name, labels)
    const expected = {
      storefront: 3,
      apiReads: 2,
      notFound: 1,
      refused: 1,
      storefrontDurations: 3,
      storefrontLookups: 3,
      apiLookups: 2,
      refusals: 1,
    }
    const counted = (after: Sample[]) => {
      const grew = growth(after)
      return {
        storefront: grew('http_requests_total', { route_group: 'storefront', method: 'GET', status: '200' }),
        apiReads: grew('http_requests_total', { route_group: 'api-rest', method: 'GET', status: '200' }),
        notFound: grew('http_requests_total', { route_group: 'other', method: 'GET', status: '404' }),
        refused: grew('http_requests_total', { route_group: 'api-rest', method: 'POST', status: '429' }),
        storefrontDurations: grew('http_request_duration_seconds_count', { route_group: 'storefront' }),
        storefrontLookups: grew('page_cache_lookups_total', { cache: 'storefront' }),
        apiLookups: grew('page_cache_lookups_total', { cache: 'public-api' }),
        refusals: grew('rate_limit_refusals_total'),
      }
    }
    // A request is counted once its answer is sent, a moment after the client has read it.
    const after = await eventually(scrape, (samples) => JSON.stringify(counted(samples)) === JSON.stringify(expected), 5)
    const accessLog = app
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
    expect(counted(after), accessLog.slice(-20).join('\n')).toEqual(expected)
    // The second and third page views and the second API read come from memory.
    expect(growth(after)('page_cache_lookups_total', { cache: 'storefront', outcome: 'hit' })).toBeGreaterThanOrEqual(2)
    expect(growth(after)('page_cache_lookups_total', { cache: 'public-api', outcome: 'hit' })).toBe(1)
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'jobs_oldest_queued_age_seconds', 'email_jobs_failed']) {
      expect(after.some((sample) => sample.name === name)).toBe(true)
    }
    expect(sampleSum(after, 'jobs_queued', { state: 'waiting' })).toBeGreaterThanOrEqual(0)
  })

  it('returns the balancer’s request id, and logs the request as a JSON line carrying it', async () => {
    const requestId = `observe-${Date.now()}-${Math.random().toString(36).slice(2)}`
    // Twice: the second is answered from the page cache, which must not repeat the first one's id.
    for (const id of [`${requestId}-a`, requestId]) {
      const response = await get('/products', { 'x-request-id': id })
      expect(response.headers.get('x-request-id')).toBe(id)
      await response.arrayBuffer()
    }
    const logged = () =>
      app
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.requestId === requestId && entry.msg === 'request')
    const line = await eventually(
      async () => logged(),
      (entry) => entry !== undefined,
      5,
    )
    expect(line).toMatchObject({ requestId, method: 'GET', path: '/products', status: 200, cache: 'HIT' })
    expect(line!.ms).toEqual(expect.any(Number))
    expect(line!.bytes).toBeGreaterThan(0)
  })

  it('replaces a request id that is not sane, and makes one when none is sent', async () => {
    const forged = await get('/livez', { 'x-request-id': 'x'.repeat(129) })
    const none = await get('/livez')
    for (const response of [forged, none]) expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('carries the request id on the lines Payload logs while serving it', async () => {
    const requestId = `observe-login-${Date.now()}`
    const response = await fetch(`${app.baseURL}/payload-api/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress(), 'x-request-id': requestId },
      body: JSON.stringify({ email: 'nobody-here@example.com', password: 'wrong-password' }),
    })
    expect(response.status).toBe(401)
    const payloadLines = () =>
      app
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes(requestId))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg !== 'request')
    const lines = await eventually(
      async () => payloadLines(),
      (found) => found.length > 0,
      5,
    )
    expect(lines[0]).toMatchObject({ requestId, level: 50 })
  })

  it('answers liveness without the database and readiness with it, never cached', async () => {
    const live = await get('/livez')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: inject('databaseLabel') === 'PostgreSQL' ? 'postgres' : 'sqlite' })
    for (const response of [live, ready]) expect(response.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('refuses the metrics without the token, or with another', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }]
    for (const headers of attempts) {
      const response = await get('/metrics', headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      expect(await response.text()).not.toContain('http_requests_total')
    }
  })
})
