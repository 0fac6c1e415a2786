import { APIError, type Payload } from 'payload'

import { isDatabaseUnreachable } from './unreachable'

type TransactionID = string | number
type Work = (tx: object) => Promise<unknown>
type Drizzle = { transaction: (work: Work, options?: unknown) => Promise<unknown> }
type Adapter = {
  drizzle: Drizzle
  sessions: Record<TransactionID, { db: object } | undefined>
  commitTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
}

/** A COMMIT the database refused, for a reason other than being out of reach (that is a 503 of its own). */
export class CommitRefusedError extends APIError {
  constructor(cause: unknown) {
    super('Your change could not be saved, and nothing was changed. Please try again.', 503, { retry: true }, true)
    this.name = 'CommitRefusedError'
    this.cause = cause
  }
}

const installed = new WeakSet<object>()

/**
 * Payload's adapters end a transaction by releasing the callback Drizzle runs it in, and swallow
 * whatever Drizzle's COMMIT then throws: a change the database refused at commit (a deferred
 * constraint, a serialisation failure, SQLite's deferred foreign keys) would be answered as saved.
 * Each transaction's Drizzle promise is kept beside its handle, and the adapter's commit awaits it
 * and throws when the COMMIT failed, so the operation rolls back its request and reports it.
 */
export const reportFailedCommits = (payload: Payload): void => {
  const db = payload.db as unknown as Adapter
  if (installed.has(db) || typeof db.drizzle?.transaction !== 'function') return
  installed.add(db)
  const outcomes = new WeakMap<object, Promise<unknown>>()
  const transaction = db.drizzle.transaction.bind(db.drizzle)
  db.drizzle.transaction = (work, options) => {
    const outcome: { promise?: Promise<unknown> } = {}
    outcome.promise = transaction(async (tx) => {
      // Drizzle calls back only after its BEGIN, by which time `outcome.promise` is set.
      if (outcome.promise) outcomes.set(tx, outcome.promise)
      return work(tx)
    }, options)
    return outcome.promise
  }
  const commit = db.commitTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await incoming
    const handle = db.sessions[id]?.db
    await commit(id)
    const drizzleOutcome = handle ? outcomes.get(handle) : undefined
    if (!drizzleOutcome) return
    try {
      await drizzleOutcome
    } catch (error) {
      if (isDatabaseUnreachable(error)) throw error
      payload.logger.error({ err: error, msg: 'The database refused a COMMIT; the change was rolled back.' })
      throw new CommitRefusedError(error)
    }
  }
}
