import { existsSync } from 'node:fs'
import { copyFile, rename, rm } from 'node:fs/promises'

import { type Client, createClient } from '@libsql/client'

import type { TableCount } from '@/domain/backup-manifest'

import { BackupRefusal } from './backup-refusal'
import { type DatabaseCopy, type DatabaseFacts, MIGRATIONS_TABLE } from './database-copy'

async function withDatabase<T>(file: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    // The app holds the write lock now and then; wait for it rather than fail.
    await client.execute('PRAGMA busy_timeout = 10000')
    return await work(client)
  } finally {
    client.close()
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function factsOf(client: Client): Promise<DatabaseFacts> {
  const listed = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
  const tables: TableCount[] = []
  for (const { name } of listed.rows) {
    const counted = await client.execute(`SELECT count(*) AS rows FROM ${quoted(String(name))}`)
    tables.push({ name: String(name), rows: Number(counted.rows[0]!.rows) })
  }
  const migrations = tables.some((table) => table.name === MIGRATIONS_TABLE)
    ? (await client.execute(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`)).rows.map((row) => String(row.name))
    : []
  return { migrations, tables }
}

export const sqliteCopy = (database: string): DatabaseCopy => ({
  kind: 'sqlite',
  label: `the SQLite database ${database}`,
  fileName: 'database.sqlite',
  // VACUUM INTO writes a consistent copy from one read transaction while the app goes on writing
  // (a plain copy of a database in WAL mode can catch it half-written); the copy's own rows are counted.
  dump: async (file) => {
    if (!existsSync(database)) throw new BackupRefusal(`There is no SQLite database at ${database} (SQLITE_PATH) to back up.`)
    await withDatabase(database, (client) => client.execute({ sql: 'VACUUM INTO ?', args: [file] }))
    return withDatabase(file, factsOf)
  },
  // Opening a file that is not there would create it: a missing file is an empty database.
  isEmpty: async () =>
    !existsSync(database) ||
    (await withDatabase(database, async (client) => Number((await client.execute('SELECT count(*) AS n FROM sqlite_master')).rows[0]!.n) === 0)),
  // Copied beside the target, then renamed over it, so the app never finds half a database; an
  // empty database's write-ahead log would otherwise be replayed over the restored file.
  restore: async (file) => {
    const incoming = `${database}.restoring`
    await copyFile(file, incoming)
    await Promise.all([rm(`${database}-wal`, { force: true }), rm(`${database}-shm`, { force: true })])
    await rename(incoming, database)
  },
  tables: async () => (await withDatabase(database, factsOf)).tables,
})
