import type { Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { usingPostgres } from './location'

/** The committed migrations of the database in use. */
export const committedMigrations = () => (usingPostgres() ? postgresMigrations : sqliteMigrations)

/** Applies the committed migrations this database has not had yet, as a script does before its work. */
export const applyMigrations = async (payload: Payload): Promise<void> => {
  await payload.db.migrate({ migrations: committedMigrations() as never })
}
