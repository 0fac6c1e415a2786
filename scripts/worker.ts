/**
 * `npm run worker`: the jobs queue (emails, the daily staff digest) in a process of its own, for a
 * deployment of several web instances that all set JOBS_AUTORUN=false and leave the queue to one
 * or more workers (several may run: each email is claimed once, src/email/jobs/delivery-claim.ts).
 * Applies pending migrations first, as `npm run seed` does; stops on SIGTERM or SIGINT once the
 * tick under way has finished.
 */
import { migratedPayload } from './migrated-payload'
import { refuseDemoPasswords } from './refuse-demo-passwords'

await refuseDemoPasswords()

// Loaded after the check, so a refused worker ends at once.
const [payload, { startJobRunner }] = await Promise.all([migratedPayload(), import('../src/jobs/start-job-runner')])
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
