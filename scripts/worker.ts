/**
 * `npm run worker`: the jobs queue (emails, the daily staff digest) in a process of its own, for a
 * deployment of several web instances that all set JOBS_AUTORUN=false and leave the queue to one
 * or more workers (several may run: each email is claimed once, src/email/jobs/delivery-claim.ts).
 * Applies pending migrations first, as `npm run seed` does; stops on SIGTERM or SIGINT once the
 * tick under way has finished.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { startJobRunner } from '../src/jobs/start-job-runner'
import { usingPostgres } from '../src/platform/database/location'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: (usingPostgres() ? postgresMigrations : sqliteMigrations) as never })
const runner = startJobRunner(payload, { evenWhenAutorunIsOff: true })!
payload.logger.info(`Worker running the jobs queue (${process.env.JOBS_AUTORUN_CRON || 'every 5 s'})`)

const stop = async () => {
  runner.stop()
  // `protect` keeps a tick from overlapping the next: wait for the one under way.
  while (runner.isBusy()) await new Promise((resolve) => setTimeout(resolve, 100))
  await payload.destroy()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop())
