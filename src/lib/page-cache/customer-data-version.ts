/**
 * One read that says whether a customer's session is still live and sums up everything their
 * dashboard shows: the row count and latest change of each table holding their data, and of the
 * shared catalogue tables it draws on. Any write (a new shipment, a booked ledger line, a status
 * change, a deleted recipient, an edited product) changes the answer, so a cached page whose
 * version still matches is exactly what Next.js would render now, on every instance, without
 * hooks having to announce changes. Its own small connection keeps it apart from Payload's.
 */
import type { Client } from '@libsql/client'
import type { Pool } from 'pg'

import { sqliteFile, usingPostgres } from '@/lib/database-location'
import { postgresPoolOptions } from '@/lib/postgres-pool-options'

/** Tables with a `customer_id` whose rows a dashboard page shows (tests/int/dashboard-page-cache.test.ts checks none is missed). */
export const CUSTOMER_TABLES = [
  'projects',
  'orders',
  'line_items',
  'artwork_proofs',
  'mockups',
  'inventory_items',
  'inventory_adjustments',
  'recipients',
  'shipments',
  'sample_requests',
  'invoices',
  'enquiries',
] as const

/** Customer-owned tables no dashboard page reads. */
export const UNSHOWN_CUSTOMER_TABLES = ['audit_log'] as const

/** Shared tables whose rows appear on dashboard pages: product names, images, sizes, the supplier's details. */
export const SHARED_TABLES = ['products', 'product_variants', 'media', 'sizing_options', 'site_settings'] as const

type Query = { sql: string; args: (string | number)[] }

const versionQuery = (placeholder: (position: number) => string, customerId: number, sessionId: string): Query => {
  const [customer, session, now] = [1, 2, 3].map(placeholder)
  const columns = [
    `(SELECT count(*) FROM customers_sessions WHERE _parent_id = ${customer} AND id = ${session} AND expires_at > ${now}) AS session`,
    `(SELECT updated_at FROM customers WHERE id = ${customer}) AS customer`,
    ...CUSTOMER_TABLES.map(
      (table) =>
        `(SELECT count(*) FROM ${table} WHERE customer_id = ${customer}) AS ${table}_rows, ` +
        `(SELECT max(updated_at) FROM ${table} WHERE customer_id = ${customer}) AS ${table}_changed`,
    ),
    ...SHARED_TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}_rows, (SELECT max(updated_at) FROM ${table}) AS ${table}_changed`),
  ]
  return { sql: `SELECT ${columns.join(', ')}`, args: [customerId, sessionId, new Date().toISOString()] }
}

type Reader = (customerId: number, sessionId: string) => Promise<Record<string, unknown> | undefined>

const postgresReader = async (): Promise<Reader> => {
  const { default: pg } = await import('pg')
  // The app pool's timeouts, so a database that stopped answering fails this read rather than hanging it.
  const pool: Pool = new pg.Pool({ ...postgresPoolOptions(), max: 2 })
  return async (customerId, sessionId) => {
    const { sql, args } = versionQuery((position) => `$${position}`, customerId, sessionId)
    return (await pool.query(sql, args)).rows[0]
  }
}

const sqliteReader = async (): Promise<Reader> => {
  const { createClient } = await import('@libsql/client')
  const client: Client = createClient({ url: `file:${sqliteFile()}` })
  return async (customerId, sessionId) => {
    const { sql, args } = versionQuery((position) => `?${position}`, customerId, sessionId)
    return (await client.execute({ sql, args })).rows[0] as Record<string, unknown> | undefined
  }
}

let reader: Promise<Reader> | null = null

/**
 * The customer's data version while the session is live, or null when it is not (signed out,
 * reset, expired) or the database could not say: then Next.js answers as if nothing were cached.
 */
export async function customerDataVersion(customerId: number, sessionId: string): Promise<string | null> {
  try {
    reader ??= usingPostgres() ? postgresReader() : sqliteReader()
    const row = await (await reader)(customerId, sessionId)
    if (!row || Number(row.session) !== 1 || row.customer === null) return null
    return JSON.stringify(Object.values(row))
  } catch (error) {
    console.warn('Dashboard page cache: the data version could not be read, so the page is rendered.', error)
    return null
  }
}
