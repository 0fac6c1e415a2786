import type { Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { usingPostgres } from './location'

/** Applies the committed migrations this database has not had yet, as a script does before its work. */
export const applyMigrations = async (payload: Payload): Promise<void> => {
  await payload.db.migrate({ migrations: (usingPostgres() ? postgresMigrations : sqliteMigrations) as never })
}
