import { createClient } from '@libsql/client'
import pg from 'pg'
import { inject } from 'vitest'

type Row = Record<string, unknown>

/** Runs one statement straight against a database (the test server's unless told), past the app; returns its rows. */
export const rowsOf = async (statement: string, env: Record<string, string> = inject('databaseEnv')): Promise<Row[]> => {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      return (await client.query(statement)).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: `file:${env.SQLITE_PATH}` })
  try {
    // The app holds the write lock now and then: wait for it rather than report it.
    await client.execute('PRAGMA busy_timeout = 10000')
    return (await client.execute(statement)).rows as unknown as Row[]
  } finally {
    client.close()
  }
}

/**
 * The database's error message for one statement run past the app, or null when it accepted it.
 * For proving the constraints hold even against a write no app code would make.
 */
export const refusalOf = async (statement: string): Promise<string | null> => {
  try {
    await rowsOf(statement)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
