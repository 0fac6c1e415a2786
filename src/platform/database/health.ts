import pg from 'pg'
import { getPayload } from 'payload'

import { runStatement } from './run-statement'
import { usingPostgres } from './location'

/** The whole check, connecting included, must be over well inside the balancer's 2 s budget. */
const CHECK_BUDGET_MS = 1_500

type PayloadConfig = Parameters<typeof getPayload>[0]['config']

const withinBudget = <T>(work: Promise<T>, onLate: () => void = () => {}): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onLate()
      reject(new Error(`The database did not answer within ${CHECK_BUDGET_MS} ms`))
    }, CHECK_BUDGET_MS)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/**
 * On PostgreSQL a connection of its own for each check, outside the app's pool: a pool saturated by
 * requests (or wedged) must not make the instance look healthy or keep the check waiting, and a
 * check that cannot connect quickly says the database is unreachable from here.
 */
const checkPostgres = async (): Promise<void> => {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    connectionTimeoutMillis: CHECK_BUDGET_MS,
    statement_timeout: CHECK_BUDGET_MS,
    query_timeout: CHECK_BUDGET_MS,
  })
  client.on('error', () => {}) // a connection dropped after the answer changes nothing
  const closeAbruptly = () => (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy()
  try {
    await withinBudget(
      client.connect().then(() => client.query('select 1')),
      closeAbruptly,
    )
  } finally {
    // Not waited for: a connection that hung must not hold up the answer.
    void client.end().catch(() => {})
  }
}

/** SQLite is a local file: the check goes through the app's own connection, bounded all the same. */
const checkSqlite = async (config: PayloadConfig): Promise<void> => {
  const payload = await withinBudget(getPayload({ config }))
  await withinBudget(runStatement({ payload, transactionID: undefined }, (sql) => sql`select 1`))
}

/**
 * Resolves with the database's name when it answers `select 1` in time, rejects otherwise.
 * `config` is Payload's: SQLite is asked through the app's own connection.
 */
export const checkDatabase = async (config: PayloadConfig): Promise<'postgres' | 'sqlite'> => {
  if (usingPostgres()) {
    await checkPostgres()
    return 'postgres'
  }
  await checkSqlite(config)
  return 'sqlite'
}
