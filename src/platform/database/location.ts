import { mkdirSync } from 'node:fs'
import path from 'node:path'

/** Where the database is, from the environment; apart from the adapter so the server can read it without loading Payload. */

export const usingPostgres = (): boolean => /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

/** The SQLite file: SQLITE_PATH, or ./data/swag.db. */
export const sqliteFile = (): string => {
  const file = path.resolve(process.env.SQLITE_PATH || path.join(process.cwd(), 'data', 'swag.db'))
  mkdirSync(path.dirname(file), { recursive: true })
  return file
}
