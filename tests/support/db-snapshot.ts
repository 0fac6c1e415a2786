import { createHash } from 'node:crypto'

import { createClient, type Client } from '@libsql/client'
import pg from 'pg'
import { inject } from 'vitest'

/** Per table: its row count and a hash of its rows, in an order that does not depend on storage. */
export type DatabaseSnapshot = Map<string, { rows: number; hash: string }>

// The job queue, the admin's bookkeeping, webhook deliveries' tries and accounting syncs (and the
// tokens they refresh) change on their own (the email, webhook and accounting runners, document
// locks), whatever a request did; everything else a request could write is compared.
const VOLATILE = /^(payload_(jobs|locked_documents|preferences|migrations|kv)|webhook_deliveries$|accounting_(syncs|connections)$)/

type Reader = {
  tables: () => Promise<string[]>
  tablesWithColumn: (column: string) => Promise<string[]>
  rows: (table: string) => Promise<unknown[]>
  /** A change made by hand, behind the app's back (no hook runs). */
  setColumn: (table: string, id: number, column: string, value: string) => Promise<void>
  close: () => Promise<void>
}

const sqliteReader = (file: string): Reader => {
  const client: Client = createClient({ url: `file:${file}` })
  return {
    tables: async () =>
      (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows.map((row) => String(row.name)),
    tablesWithColumn: async (column) =>
      (
        await client.execute({
          sql: "SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = ?)",
          args: [column],
        })
      ).rows.map((row) => String(row.name)),
    rows: async (table) => (await client.execute(`SELECT * FROM "${table}"`)).rows.map((row) => Object.values(row)),
    setColumn: async (table, id, column, value) => {
      await client.execute({ sql: `UPDATE "${table}" SET "${column}" = ? WHERE id = ?`, args: [value, id] })
    },
    close: async () => client.close(),
  }
}

const postgresReader = (url: string): Reader => {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  return {
    tables: async () =>
      (await pool.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")).rows.map(
        (row: { table_name: string }) => row.table_name,
      ),
    tablesWithColumn: async (column) =>
      (await pool.query("SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = $1", [column])).rows.map(
        (row: { table_name: string }) => row.table_name,
      ),
    rows: async (table) => (await pool.query({ text: `SELECT * FROM "${table}"`, rowMode: 'array' })).rows,
    setColumn: async (table, id, column, value) => {
      await pool.query(`UPDATE "${table}" SET "${column}" = $1 WHERE id = $2`, [value, id])
    },
    close: () => pool.end(),
  }
}

const hashRows = (rows: unknown[]) => {
  const lines = rows.map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value))).sort()
  return createHash('sha256').update(lines.join('\n')).digest('hex')
}

/**
 * Reads the test server's database (or the one `env` describes) directly, not through the app
 * under test, so a write that the app should have refused shows up whatever the app answered.
 */
export const openDatabase = (env: Record<string, string> = inject('databaseEnv')) => {
  const reader = env.DATABASE_URL ? postgresReader(env.DATABASE_URL) : sqliteReader(env.SQLITE_PATH!)
  const snapshot = async (): Promise<DatabaseSnapshot> => {
    const tables = (await reader.tables()).filter((table) => !VOLATILE.test(table)).sort()
    const entries = await Promise.all(
      tables.map(async (table) => {
        const rows = await reader.rows(table)
        return [table, { rows: rows.length, hash: hashRows(rows) }] as const
      }),
    )
    return new Map(entries)
  }
  return {
    snapshot,
    tables: reader.tables,
    rows: reader.rows,
    tablesWithColumn: reader.tablesWithColumn,
    setColumn: reader.setColumn,
    close: reader.close,
  }
}

/** The tables whose rows differ, each with its row count before and after. */
export const changedTables = (before: DatabaseSnapshot, after: DatabaseSnapshot): string[] =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((table) => before.get(table)?.hash !== after.get(table)?.hash)
    .map((table) => `${table} (${before.get(table)?.rows ?? 0} → ${after.get(table)?.rows ?? 0} rows)`)
