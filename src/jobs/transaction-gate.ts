import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

type Adapter = { sessions?: Record<string, unknown>; beginTransaction: Payload['db']['beginTransaction'] }

/**
 * On SQLite the whole app is one Node process sharing one database file. While a request's
 * transaction is open it holds the write lock across awaits, and any other writer fails at once
 * (waiting for the lock would block the very event loop that has to finish the transaction).
 * The job runner's writes are short transactions of their own, so here it runs only between
 * requests' transactions: it waits until none is open, and transactions that requests begin
 * meanwhile wait the few milliseconds until it is done. PostgreSQL needs none of this.
 */
export const gateTransactionsForJobs = (payload: Payload): (<T>(work: () => Promise<T>) => Promise<T>) => {
  if (payload.db.name !== 'sqlite') return (work) => work()
  const db = payload.db as unknown as Adapter
  const insideRunner = new AsyncLocalStorage<true>()
  let runner: Promise<unknown> | null = null
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (options) => {
    // The runner's own transactions go ahead; everyone else's wait for it.
    if (!insideRunner.getStore()) while (runner) await runner.catch(() => undefined)
    return begin(options)
  }
  const openTransactions = () => Object.keys(db.sessions ?? {}).length
  return async (work) => {
    while (runner) await runner.catch(() => undefined)
    const run = (async () => {
      while (openTransactions() > 0) await new Promise((resolve) => setTimeout(resolve, 10))
      return insideRunner.run(true, work)
    })()
    runner = run
    try {
      return await run
    } finally {
      runner = null
    }
  }
}
