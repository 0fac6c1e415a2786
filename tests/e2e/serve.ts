/**
 * The server the journeys run against (Playwright's webServer): a scratch SQLite database with
 * the demo data and the production build on it. Stops and drops the database on SIGTERM/SIGINT.
 */
import { seedDatabase, startApp } from '../support/app-server'
import { createTestDatabase } from '../support/test-database'

const port = Number(process.env.E2E_PORT || 3210)
const database = createTestDatabase('sqlite')
// One browser is every visitor here, so the per-IP budgets are raised; tests/int/rate-limits.test.ts checks them.
// Webhooks go only to public addresses, yet the journeys' receivers listen on this machine
// (webhooks.spec.ts): loopback is let through for them, and for nothing else.
const env = {
  ...database.env,
  PAYLOAD_SECRET: 'e2e-test-secret',
  RATE_LIMIT_PER_MINUTE: '1000',
  DEMO_MODE: 'true',
  WEBHOOK_ALLOW_PRIVATE_RECEIVERS: '127.0.0.1',
}
seedDatabase(env)
const app = await startApp(env, port)
console.log(`e2e server ready at ${app.baseURL}`)

const shutdown = async () => {
  await app.stop()
  database.drop()
  process.exit(0)
}
// Fire and forget: shutdown() ends the process itself.
process.on('SIGTERM', () => void shutdown())
process.on('SIGINT', () => void shutdown())
setInterval(() => undefined, 60_000)
