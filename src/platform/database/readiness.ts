import { getPayload } from 'payload'

import { pendingMigrations } from '@/domain/pending-migrations'
import { committedMigrations } from './apply-migrations'
import { checkDatabase } from './health'
import { runStatement } from './run-statement'

type PayloadConfig = Parameters<typeof getPayload>[0]['config']

export type Readiness = { ready: true; database: 'postgres' | 'sqlite' } | { ready: false; reason: string }

// Once every migration of this build has been seen applied it stays so: later checks skip the query.
let migrationsApplied = false

const pendingOf = async (config: PayloadConfig): Promise<string[]> => {
  const payload = await getPayload({ config })
  const rows = await runStatement({ payload, transactionID: undefined }, (sql) => sql`select name from payload_migrations`)
  const known = committedMigrations().map((migration) => migration.name)
  return pendingMigrations(
    known,
    rows.map((row) => String(row.name)),
  )
}

/**
 * Whether this instance should be sent traffic: its database answers (health.ts, within 2 s) and
 * every migration this build knows has been applied (an instance applies them as it starts).
 */
export const checkReadiness = async (config: PayloadConfig): Promise<Readiness> => {
  let database: 'postgres' | 'sqlite'
  try {
    database = await checkDatabase(config)
  } catch {
    return { ready: false, reason: 'database unreachable' }
  }
  if (!migrationsApplied) {
    const pending = await pendingOf(config).catch(() => null)
    if (pending === null) return { ready: false, reason: 'applied migrations unreadable' }
    if (pending.length > 0) return { ready: false, reason: `${pending.length} migrations pending` }
    migrationsApplied = true
  }
  return { ready: true, database }
}
