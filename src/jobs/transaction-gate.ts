import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

type Adapter = { sessions?: Record<string, unknown>; beginTransaction: Payload['db']['beginTransaction'] }
type Gate = <T>(work: () => Promise<T>) => Promise<T>

const gates = new WeakMap<Payload, Gate>()

/**
 * On SQLite the whole app is one Node process sharing one database file, and libSQL runs every
 * statement synchronously. While a request's transaction is open it holds the write lock across
 * awaits; a write from outside it either fails at once or, on a connection with a busy timeout,
 * blocks the very event loop that has to finish the transaction. So work that writes outside a
 * request's transaction (the job runner, queueing Payload's own auth emails) runs here: it starts
 * once no transaction is open, and transactions that begin while it runs wait until it is done;
 * the work's own transactions go ahead. PostgreSQL needs none of this.
 */
const createGate = (payload: Payload): Gate => {
  if (payload.db.name !== 'sqlite') return (work) => work()
  const db = payload.db as unknown as Adapter
  const insideGate = new AsyncLocalStorage<true>()
  let current: Promise<unknown> | null = null
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (options) => {
    if (!insideGate.getStore()) while (current) await current.catch(() => undefined)
    return begin(options)
  }
  const openTransactions = () => Object.keys(db.sessions ?? {}).length
  return async (work) => {
    // Wait for a moment with no transaction open, and only then hold new ones back: holding them
    // while waiting could deadlock with a request that opens a second transaction before its first ends.
    for (;;) {
      while (current) await current.catch(() => undefined)
      if (openTransactions() === 0) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const run = insideGate.run(true, work)
    current = run
    try {
      return await run
    } finally {
      if (current === run) current = null
    }
  }
}

/** Runs `work` when no database transaction is open, holding new ones back until it is done. */
export const betweenTransactions = <T>(payload: Payload, work: () => Promise<T>): Promise<T> => {
  let gate = gates.get(payload)
  if (!gate) {
    gate = createGate(payload)
    gates.set(payload, gate)
  }
  return gate(work)
}
