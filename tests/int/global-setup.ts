import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { freePort, startApp } from '../support/app-server'
import { seedOrCopy } from '../support/seeded-copy'
import { createTestDatabase } from '../support/test-database'
import { ausPostStandInEnv } from '../support/auspost-stand-in-env'
import { carrierEnv } from '../support/carrier-env'
import { shippitStandInEnv } from '../support/shippit-stand-in-env'
import { xeroStandInEnv } from '../support/xero-stand-in-env'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseLabel: string
    databaseEnv: Record<string, string>
    xeroStandInPort: number
    ausPostStandInPort: number
    shippitStandInPort: number
  }
}

/**
 * Integration tests talk to the real production server over HTTP, on a scratch database seeded with
 * the demo data. TEST_DB picks SQLite (default) or PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const database = createTestDatabase(process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite')
  // Xero is a stand-in the accounting tests start on this port; until one does, nothing calls it.
  const xeroStandInPort = await freePort()
  // Australia Post likewise: its tracking poll (every few seconds here) finds no stand-in until a test starts one.
  const ausPostStandInPort = await freePort()
  // And Shippit's API, for buying labels (tests/int/shipping-labels.test.ts).
  const shippitStandInPort = await freePort()
  const env = {
    ...database.env,
    PAYLOAD_SECRET: 'integration-test-secret',
    TRUST_PROXY: 'true',
    DEMO_MODE: 'true',
    API_RATE_LIMIT_PER_MINUTE: '60',
    // Webhook receivers in tests listen on this machine; their retries come seconds apart, not minutes.
    WEBHOOK_ALLOW_PRIVATE_RECEIVERS: '127.0.0.1',
    WEBHOOK_FIRST_RETRY_SECONDS: '1',
    WEBHOOK_TIMEOUT_SECONDS: '2',
    ...xeroStandInEnv(xeroStandInPort),
    ...carrierEnv(),
    ...ausPostStandInEnv(ausPostStandInPort),
    ...shippitStandInEnv(shippitStandInPort),
  }
  try {
    seedOrCopy(database, env)
    const app = await startApp(env)
    project.provide('baseURL', app.baseURL)
    project.provide('databaseLabel', database.label)
    project.provide('databaseEnv', env)
    project.provide('xeroStandInPort', xeroStandInPort)
    project.provide('ausPostStandInPort', ausPostStandInPort)
    project.provide('shippitStandInPort', shippitStandInPort)
    return async () => {
      await app.stop()
      // The server's log outlives its scratch database, for reading after a failed run; one file
      // per run, so runs side by side (several checkouts on one machine) keep their own.
      const log = path.join(tmpdir(), `swag-int-${database.label}-${process.pid}.log`)
      writeFileSync(log, app.output())
      console.log(`The test server's log: ${log}`)
      database.drop()
    }
  } catch (error) {
    database.drop()
    throw error
  }
}
