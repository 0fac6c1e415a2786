import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import pg from 'pg'

import type { TableCount } from '@/domain/backup-manifest'

import { type DatabaseCopy, type DatabaseFacts, MIGRATIONS_TABLE } from './database-copy'

const run = promisify(execFile)

/**
 * How pg_dump and pg_restore reach the database: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list.
 */
const toolConnection = (url: string) => {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

const runTool = async (tool: 'pg_dump' | 'pg_restore', args: string[], url: string) => {
  const { dbname, env } = toolConnection(url)
  try {
    await run(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string }
    if (code === 'ENOENT')
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools, the server's version or newer (Debian: apt-get install postgresql-client).`,
      )
    throw new Error(`${tool} failed: ${(stderr || String(error)).trim()}`)
  }
}

const qualifiedName = (schema: string, table: string) => (schema === 'public' ? table : `${schema}.${table}`)

/** Every table's row count and the migrations applied, read through `client` (inside its transaction, if any). */
async function factsThrough(client: pg.ClientBase): Promise<DatabaseFacts> {
  const listed = await client.query<{ schemaname: string; tablename: string }>(
    "SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename",
  )
  const tables: TableCount[] = []
  for (const { schemaname, tablename } of listed.rows) {
    const from = `${client.escapeIdentifier(schemaname)}.${client.escapeIdentifier(tablename)}`
    const { rows } = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${from}`)
    tables.push({ name: qualifiedName(schemaname, tablename), rows: rows[0]!.rows })
  }
  const migrations = tables.some((table) => table.name === MIGRATIONS_TABLE)
    ? (await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`)).rows.map((row) => row.name)
    : []
  return { migrations, tables }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const TRIGRAM_COST = `DO $$ BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege OR undefined_function THEN NULL;
END $$`

export const postgresCopy = (url: string): DatabaseCopy => {
  const { hostname, port, pathname } = new URL(url)
  return {
    kind: 'postgres',
    label: `the PostgreSQL database ${decodeURIComponent(pathname.slice(1))} on ${hostname}:${port || 5432}`,
    fileName: 'database.dump',
    // pg_dump reads the snapshot this transaction exports, and the row counts are read in the same
    // transaction, so the manifest counts exactly the rows in the dump while the app goes on writing.
    dump: (file) =>
      withClient(url, async (client) => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
        const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
        const [facts] = await Promise.all([
          factsThrough(client),
          runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`], url),
        ])
        await client.query('COMMIT')
        return facts
      }),
    isEmpty: () => withClient(url, async (client) => (await factsThrough(client)).tables.length === 0),
    // One transaction: a restore that fails leaves the database as empty as it found it. Owners
    // and grants become the restoring role's, so a dump moves between servers with other roles.
    restore: async (file) => {
      await runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', file], url)
      // A dump carries no planner statistics; without them the first queries plan blind. Nor does it
      // carry the cost the search migration gives pg_trgm's function (the extension's own object),
      // so it is given again here, as that migration does, where this role may.
      await withClient(url, async (client) => {
        await client.query('ANALYZE')
        await client.query(TRIGRAM_COST)
      })
    },
    tables: () => withClient(url, async (client) => (await factsThrough(client)).tables),
  }
}
