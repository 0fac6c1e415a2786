import { createClient } from '@libsql/client'
import pg from 'pg'

import type { StoredPassword } from '@/domain/password-hash'

import { sqliteFile, usingPostgres } from './location'

export type StaffPassword = StoredPassword & { email: string }

const QUERY = 'SELECT email, hash, salt FROM staff_members WHERE hash IS NOT NULL AND salt IS NOT NULL'

/** A database the migrations have not reached yet has no staff table: it has no staff either. */
const isMissingTable = (error: unknown) => (error as { code?: string })?.code === '42P01' || /no such table/i.test(String((error as Error)?.message))

const readPostgres = async (): Promise<StaffPassword[]> => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 15_000 })
  await client.connect()
  try {
    return (await client.query<StaffPassword>(QUERY)).rows
  } finally {
    await client.end()
  }
}

const readSqlite = async (): Promise<StaffPassword[]> => {
  const client = createClient({ url: `file:${sqliteFile()}` })
  try {
    return (await client.execute(QUERY)).rows.map((row) => ({ email: String(row.email), hash: String(row.hash), salt: String(row.salt) }))
  } finally {
    client.close()
  }
}

/**
 * Every staff account's stored password, read straight from the database on a connection of its
 * own, so a server can check them before it loads Payload (and before it serves anyone).
 */
export const readStaffPasswords = async (): Promise<StaffPassword[]> => {
  try {
    return await (usingPostgres() ? readPostgres() : readSqlite())
  } catch (error) {
    if (isMissingTable(error)) return []
    throw error
  }
}
