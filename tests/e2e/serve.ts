/**
 * The server the journeys run against (Playwright's webServer): a scratch SQLite database with
 * the demo data and the production build on it. Stops and drops the database on SIGTERM/SIGINT.
 */
import { startXeroStandIn } from '@/integrations/accounting/xero/xero-stand-in'
import { startAusPostStandIn } from '@/integrations/carriers/auspost/auspost-stand-in'
import { startShippitStandIn } from '@/integrations/carriers/shippit/shippit-stand-in'

import { freePort, startApp } from '../support/app-server'
import { seedOrCopy } from '../support/seeded-copy'
import { ausPostStandInEnv } from '../support/auspost-stand-in-env'
import { shippitStandInEnv } from '../support/shippit-stand-in-env'
import { createTestDatabase } from '../support/test-database'
import { xeroStandInEnv } from '../support/xero-stand-in-env'

const port = Number(process.env.E2E_PORT || 3210)
const database = createTestDatabase('sqlite')
// One browser is every visitor here, so the per-IP budgets are raised; tests/int/rate-limits.test.ts checks them.
// Webhooks go only to public addresses, yet the journeys' receivers listen on this machine
// (webhooks.spec.ts): loopback is let through for them, and for nothing else.
// Connecting Xero goes through its stand-in (accounting.spec.ts), in this process; so do buying,
// printing and manifesting labels with Australia Post and Shippit (shipping-labels.spec.ts).
const xero = await startXeroStandIn({ port: await freePort() })
const ausPost = await startAusPostStandIn({ port: await freePort() })
const shippit = await startShippitStandIn({ port: await freePort() })
const env = {
  ...database.env,
  ...xeroStandInEnv(Number(new URL(xero.url).port)),
  // Australia Post's tracking is polled every half hour here, not every five seconds as in the
  // integration suites: no journey waits on a scan, and the poll would only contend for SQLite.
  ...ausPostStandInEnv(Number(new URL(ausPost.url).port)),
  AUSPOST_TRACKING_CRON: '*/30 * * * *',
  ...shippitStandInEnv(Number(new URL(shippit.url).port)),
  PAYLOAD_SECRET: 'e2e-test-secret',
  RATE_LIMIT_PER_MINUTE: '1000',
  DEMO_MODE: 'true',
  WEBHOOK_ALLOW_PRIVATE_RECEIVERS: '127.0.0.1',
}
seedOrCopy(database, env)
const app = await startApp(env, port)
console.log(`e2e server ready at ${app.baseURL}`)

const shutdown = async () => {
  await app.stop()
  await Promise.all([xero.close(), ausPost.close(), shippit.close()])
  database.drop()
  process.exit(0)
}
// Fire and forget: shutdown() ends the process itself.
process.on('SIGTERM', () => void shutdown())
process.on('SIGINT', () => void shutdown())
setInterval(() => undefined, 60_000)
