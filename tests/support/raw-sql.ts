import { createClient } from '@libsql/client'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * Runs one statement straight against the test server's database, past the app, and returns the
 * database's error message, or null when it accepted the statement. For proving the constraints
 * hold even against a write no app code would make.
 */
export const refusalOf = async (statement: string): Promise<string | null> => {
  const env = inject('databaseEnv')
  try {
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      try {
        await client.query(statement)
      } finally {
        await client.end()
      }
    } else {
      const client = createClient({ url: `file:${env.SQLITE_PATH}` })
      try {
        // The app holds the write lock now and then: wait for it rather than report it.
        await client.execute('PRAGMA busy_timeout = 10000')
        await client.execute(statement)
      } finally {
        client.close()
      }
    }
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
