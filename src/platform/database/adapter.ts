import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { sqliteFile, usingPostgres } from './location'
import { postgresPoolOptions } from './postgres-pool-options'
import { watchedPg } from './watched-postgres-pool'

const migrationDir = (dialect: 'sqlite' | 'postgres') => path.resolve(process.cwd(), 'src', 'migrations', dialect)

/**
 * PostgreSQL when DATABASE_URL is a postgres URL, otherwise a SQLite file. The schema only ever
 * changes through committed migrations (no push), applied on start-up in production.
 */
export const databaseAdapter = (): DatabaseAdapterObj =>
  usingPostgres()
    ? postgresAdapter({
        pool: postgresPoolOptions(),
        pg: watchedPg,
        push: false,
        migrationDir: migrationDir('postgres'),
        prodMigrations: postgresMigrations,
        logger: process.env.DATABASE_LOG === 'true',
      })
    : sqliteAdapter({
        client: { url: `file:${sqliteFile()}` },
        push: false,
        migrationDir: migrationDir('sqlite'),
        prodMigrations: sqliteMigrations,
        // Transactions are off in the SQLite adapter unless configured; writes take the lock up front.
        transactionOptions: { behavior: 'immediate' },
        busyTimeout: 10_000,
        wal: true,
        logger: process.env.DATABASE_LOG === 'true',
      })
