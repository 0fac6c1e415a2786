import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

import { runStatement } from './database'

/**
 * Runs `work` in one database transaction: every Local API call given the `req` joins it, and
 * nothing is kept unless all of it succeeds. `user` undefined means trusted server code.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  options: { user?: PayloadRequest['user']; context?: RequestContext } = {},
): Promise<T> {
  const req = await createLocalReq({ user: options.user ?? undefined, context: options.context }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Holds a row until the transaction ends, so concurrent writers of the same document queue and
 * each sees the other's result. PostgreSQL takes a row lock; SQLite write transactions begin
 * IMMEDIATE (database-adapter.ts) and so already run one at a time.
 */
export async function lockRow(req: PayloadRequest, table: 'projects' | 'orders' | 'enquiries', id: number): Promise<void> {
  if (req.payload.db.name !== 'postgres') return
  await runStatement(req, (sql) => sql`select id from ${sql.identifier(table)} where id = ${id} for update`)
}

/** Serialises one kind of allocation (an invoice number) until the transaction ends. */
export async function lockSequence(req: PayloadRequest, name: string): Promise<void> {
  if (req.payload.db.name !== 'postgres') return
  await runStatement(req, (sql) => sql`select pg_advisory_xact_lock(hashtext(${name}))`)
}
