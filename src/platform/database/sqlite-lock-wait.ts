import type { Payload } from 'payload'

type Method = (...args: unknown[]) => Promise<unknown>
type LibsqlTransaction = { rollback: () => Promise<void> }
type LibsqlClient = { execute: Method; transaction: (mode?: string) => Promise<unknown> }

/** As long as the adapter's busy timeout (platform/database/adapter.ts) lets its first connection wait. */
const WAIT_LIMIT_MS = 10_000
const FIRST_PAUSE_MS = 5
const LONGEST_PAUSE_MS = 100

const wrapped = new WeakSet<object>()

const lockTaken = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())))

const waitingForTheLock =
  (method: Method): Method =>
  async (...args) => {
    const deadline = Date.now() + WAIT_LIMIT_MS
    for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
      try {
        return await method(...args)
      } catch (error) {
        if (!lockTaken(error) || Date.now() + wait > deadline) throw error
        await pause(wait)
      }
    }
  }

/**
 * Another process on the same SQLite file (the job worker, a second instance) holds the one write
 * lock now and then. libSQL gives only the client's first connection the busy timeout (every
 * transaction takes the connection it was handed and the client opens a new one), and a busy
 * timeout would block this process's event loop anyway, libSQL being synchronous. So a
 * transaction's BEGIN IMMEDIATE, or a statement outside a transaction, that finds the lock taken
 * (SQLITE_BUSY, or SQLITE_BUSY_SNAPSHOT when the other process committed as it started) is tried
 * again after a short pause instead of failing the request. The failed try wrote nothing.
 */
export const waitForTheSqliteWriteLock = (payload: Payload): void => {
  if (payload.db.name !== 'sqlite') return
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  if (wrapped.has(client)) return
  wrapped.add(client)
  const transaction = client.transaction.bind(client)
  // libSQL begins a transaction on the connection it has been reading on. A read snapshot left open
  // there would make every BEGIN IMMEDIATE fail with SQLITE_BUSY_SNAPSHOT once the other process
  // writes: so that connection is handed off first (a deferred BEGIN takes no lock, and the client
  // then opens a fresh one) and rolled back, and the write transaction begins on a fresh connection.
  const freshWriteTransaction = async (...args: unknown[]) => {
    const previous = (await transaction('deferred')) as LibsqlTransaction
    await previous.rollback()
    return transaction(...(args as [string?]))
  }
  client.transaction = waitingForTheLock(freshWriteTransaction)
  client.execute = waitingForTheLock(client.execute.bind(client))
}
