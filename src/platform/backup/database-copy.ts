import type { DatabaseKind, TableCount } from '@/domain/backup-manifest'

/** What a consistent copy of the database recorded: the migrations applied and every table's row count, as copied. */
export type DatabaseFacts = { migrations: string[]; tables: TableCount[] }

/** Backing up and restoring the app's database, whichever kind it is. */
export type DatabaseCopy = {
  kind: DatabaseKind
  /** The database in words, for messages ("the SQLite database data/swag.db"). */
  label: string
  /** The copy's name inside a backup folder. */
  fileName: string
  /** Writes a consistent copy to `file` while the app keeps running. */
  dump: (file: string) => Promise<DatabaseFacts>
  /** True when the database holds no table at all (what a restore needs). */
  isEmpty: () => Promise<boolean>
  restore: (file: string) => Promise<void>
  /** Every table's row count now. */
  tables: () => Promise<TableCount[]>
}

/** Migration names from Payload's bookkeeping table, when there is one. */
export const MIGRATIONS_TABLE = 'payload_migrations'
