import { sqliteFile, usingPostgres } from '../database/location'
import type { DatabaseCopy } from './database-copy'
import { postgresCopy } from './postgres-copy'
import { sqliteCopy } from './sqlite-copy'

/** The database the app is configured for (DATABASE_URL, else SQLITE_PATH: see location.ts). */
export const configuredDatabase = (): DatabaseCopy => (usingPostgres() ? postgresCopy(process.env.DATABASE_URL!) : sqliteCopy(sqliteFile()))
