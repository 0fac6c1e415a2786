import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type RequestContext } from 'payload'

import { runStatement } from './run-statement'
import { DatabaseUnavailableError, watchingDatabase } from './outage'

/**
 * Runs `work` in one database transaction: every Local API call given the `req` joins it, and
 * nothing is kept unless all of it succeeds. `user` undefined means trusted server code.
 *
 * Payload's PostgreSQL adapter swallows a failed COMMIT (the connection dropped as it committed),
 * which would report a change as made that was rolled back. The database is watched for the whole
 * transaction instead, and a failure to reach it is thrown as DatabaseUnavailableError (a 503).
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  options: { user?: PayloadRequest['user']; context?: RequestContext } = {},
): Promise<T> {
  const req = await createLocalReq({ user: options.user ?? undefined, context: options.context }, payload)
  const { outcome, unreachable } = await watchingDatabase(async () => {
    await initTransaction(req)
    const result = await work(req)
    await commitTransaction(req)
    return result
  })
  if (outcome.status === 'rejected') {
    await killTransaction(req)
    throw unreachable ? new DatabaseUnavailableError() : outcome.reason
  }
  if (unreachable) throw new DatabaseUnavailableError()
  return outcome.value
}

/** The tables whose rows are locked before a write decides anything from them. */
export type LockableTable = 'projects' | 'orders' | 'enquiries' | 'shipments' | 'inventory_items'

/**
 * Holds a row until the transaction ends, so concurrent writers of the same document queue and
 * each sees the other's result; returns its status as it is now. PostgreSQL takes a row lock;
 * SQLite write transactions begin IMMEDIATE (platform/database/adapter.ts) and so already run one at a
 * time, and it returns nothing there.
 *
 * Lock order, so two paths cannot deadlock: a project before its order, an order or a shipment
 * before inventory items, inventory items in id order (book-shipment.ts), a shipment or a project
 * before the budgets it spends against, budgets in id order (budget-ledger.ts), and the invoice
 * number sequence last.
 */
export async function lockRow(req: PayloadRequest, table: LockableTable, id: number): Promise<{ status: unknown } | undefined> {
  if (req.payload.db.name !== 'postgres') return undefined
  const [row] = await runStatement(req, (sql) => sql`select status from ${sql.identifier(table)} where id = ${id} for update`)
  return row as { status: unknown } | undefined
}

/** Serialises one kind of decision (an invoice number, who owns a company) until the transaction ends. */
export async function lockSequence(req: PayloadRequest, name: string): Promise<void> {
  if (req.payload.db.name !== 'postgres') return
  await runStatement(req, (sql) => sql`select pg_advisory_xact_lock(hashtext(${name}))`)
}
