/**
 * `npm run seed`: applies migrations, empties the database and loads the demo business.
 * `--if-empty` (used by `npm start`) migrates and seeds only a database with no staff yet.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { usingPostgres } from '../src/platform/database/location'
import { analyzeDatabase } from '../src/platform/database/query-planner-statistics'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { databaseIsEmpty, resetDatabase, seedDemoBusiness } from '../src/seed'
import { progressBars } from './progress-bars'

const payload = await getPayload({ config })
const migrations = usingPostgres() ? postgresMigrations : sqliteMigrations
await payload.db.migrate({ migrations: migrations as never })

if (process.argv.includes('--if-empty') && !(await databaseIsEmpty(payload))) {
  payload.logger.info('The database already has data; not seeding.')
} else {
  await resetDatabase(payload)
  await seedDemoBusiness(payload, progressBars())
  await analyzeDatabase(payload)
}
await payload.destroy()
process.exit(0)
