import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { type RunningApp, startApp } from '../support/app-server'
import { randomAddress } from '../support/client-address'

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/**
 * With REDIS_URL set, every instance draws on one budget per action and address: attempts spread
 * over two instances are counted together, as a balancer spreads them. Without it each instance
 * would allow the whole budget.
 */
describe('per-address limits shared through Redis by two instances', () => {
  let first: RunningApp
  let second: RunningApp

  beforeAll(async () => {
    // Only the suite's server runs the queue: two SQLite writers in two processes would turn each other away.
    const env = { ...inject('databaseEnv'), PAYLOAD_SECRET: 'integration-test-secret', TRUST_PROXY: 'true', JOBS_AUTORUN: 'false', REDIS_URL }
    ;[first, second] = await Promise.all([startApp(env), startApp(env)])
  }, 240_000)

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
  })

  const attempt = (app: RunningApp, address: string) =>
    fetch(`${app.baseURL}/payload-api/customers/check-registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: 'nobody-here@example.com' }),
    }).then((response) => response.status)

  it('counts attempts on either instance against one budget', async () => {
    const address = randomAddress()
    const spread = await Promise.all(Array.from({ length: 10 }, (_, index) => attempt(index % 2 ? second : first, address)))
    expect(spread.filter((status) => status === 429)).toEqual([])
    expect(await attempt(first, address)).toBe(429)
    expect(await attempt(second, address)).toBe(429)
    // Another address has its own budget on both.
    expect(await attempt(second, randomAddress())).not.toBe(429)
  })
})
