/**
 * `npm run seed`: applies migrations, empties the database and loads the demo business.
 * `--if-empty` (used by `npm start`) migrates and seeds only a database with no staff yet.
 * It never empties a database with a staff account of its own (a password that is not the
 * demo's): that is a live shop.
 */
import { readStaffPasswords } from '../src/platform/database/staff-passwords'
import { staffByPassword } from '../src/platform/demo/demo-password-guard'
import { DEMO_PASSWORDS } from '../src/seed/demo-accounts'
import { migratedPayload } from './migrated-payload'
import { progressBars } from './progress-bars'

// Checked before Payload loads, straight from the database, so a refusal costs a moment.
const staff = await readStaffPasswords()
const alreadySeeded = process.argv.includes('--if-empty') && staff.length > 0
const { own } = alreadySeeded ? { own: [] } : await staffByPassword(DEMO_PASSWORDS, staff)
if (own.length > 0) {
  console.error(
    `Not loading the demo data: this database has staff accounts of their own (${own.join(', ')}), so it looks like a live shop, and loading the demo empties the database first. Point DATABASE_URL or SQLITE_PATH at a scratch database.`,
  )
  process.exit(1)
}

const [payload, { resetDatabase, seedDemoBusiness }, { analyzeDatabase }] = await Promise.all([
  migratedPayload(),
  import('../src/seed'),
  import('../src/platform/database/query-planner-statistics'),
])
if (alreadySeeded) {
  payload.logger.info('The database already has data; not seeding.')
} else {
  await resetDatabase(payload)
  await seedDemoBusiness(payload, progressBars())
  await analyzeDatabase(payload)
}
await payload.destroy()
process.exit(0)
