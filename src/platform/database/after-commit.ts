import type { Payload, PayloadRequest } from 'payload'

type TransactionID = string | number
type Adapter = {
  commitTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
  rollbackTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
}

type Callback = () => void | Promise<void>

const pending = new Map<TransactionID, Callback[]>()
const watched = new WeakSet<Payload['db']>()

/**
 * Payload has no hook for "this change is committed". The adapter's own commit and rollback are
 * wrapped, once per adapter, to run or drop what waits on a transaction (adapter-patches.ts
 * installs it, outermost, so the callbacks run once the commit has fully ended).
 */
export const runCallbacksAfterCommit = (payload: Payload): void => {
  if (watched.has(payload.db)) return
  watched.add(payload.db)
  const db = payload.db as unknown as Adapter
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await incoming
    const waiting = pending.get(id) ?? []
    // Dropped whatever the commit does: a failed commit must not leave its callbacks behind.
    pending.delete(id)
    await commit(id)
    // Awaited, so the answer to the request leaves once the outside world has been told.
    await Promise.allSettled(waiting.map(async (run) => run()))
  }
  db.rollbackTransaction = async (incoming) => {
    const id = await incoming
    pending.delete(id)
    await rollback(id)
  }
}

/**
 * Runs `run` once the transaction `req` writes in has committed (at once when it writes in none),
 * and never if it rolls back. For telling the outside world about a change: a cache expired inside
 * the transaction is refilled by a concurrent reader with the rows as they were before it, and
 * then kept as fresh.
 */
export const afterCommit = async (req: Pick<PayloadRequest, 'payload' | 'transactionID'>, run: Callback): Promise<void> => {
  const id = req.transactionID ? await req.transactionID : undefined
  if (id === undefined) return run()
  // Without the wrapped commit the callback would wait forever: a Payload started without its
  // onInit (which installs the adapter patches) is a mistake to fail on at once.
  if (!watched.has(req.payload.db)) throw new Error('afterCommit needs the adapter patches (platform/database/adapter-patches.ts) installed.')
  pending.set(id, [...(pending.get(id) ?? []), run])
}
