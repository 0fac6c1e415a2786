import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { PayloadRequest } from 'payload'

type Row = Record<string, unknown>

/**
 * Runs one parameterised statement inside the request's transaction (when there is one) and
 * returns its rows. For the few statements that must be a single atomic SQL operation.
 */
export const runStatement = async (
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  build: (sql: typeof sqliteSql) => ReturnType<typeof sqliteSql>,
): Promise<Row[]> => {
  const adapter = req.payload.db as unknown as {
    name: string
    drizzle: unknown
    sessions?: Record<string, { db: unknown }>
  }
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
  if (adapter.name === 'postgres') {
    const result = await (db as { execute: (q: unknown) => Promise<{ rows: Row[] }> }).execute(build(pgSql as unknown as typeof sqliteSql))
    return result.rows
  }
  return (db as { all: (q: unknown) => Promise<Row[]> }).all(build(sqliteSql))
}
