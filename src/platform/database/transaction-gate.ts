import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

type TransactionID = string | number | Promise<string | number>
type Adapter = {
  sessions?: Record<string, unknown>
  beginTransaction: Payload['db']['beginTransaction']
  commitTransaction: (id: TransactionID) => Promise<void>
  rollbackTransaction: (id: TransactionID) => Promise<void>
}
type Gate = <T>(work: () => Promise<T>) => Promise<T>

const gates = new WeakMap<Payload, Gate>()

/**
 * How long a transaction waits for those before it: room for a burst of writers queued one behind
 * the other (twenty sign-ups at once take seconds), past which it goes ahead and may meet SQLITE_BUSY.
 */
const WRITER_WAIT_MS = 30_000

/**
 * One write transaction at a time: the next waits its turn in order. A transaction that waits
 * longer than WRITER_WAIT_MS goes ahead anyway, so a request that opened a second transaction
 * before ending its first (none does today) would be slowed, never stuck.
 */
const createWriterQueue = (payload: Payload) => {
  let holding = false
  const waiting: { take: () => void; timer: NodeJS.Timeout }[] = []
  // A turn is handed on at the event loop's next pass, never straight away. libSQL's statements
  // resolve without waiting on I/O, so a request's whole transaction runs in one go; handed on at
  // once, a burst of fifty writers ran back to back for a second while every other request (the
  // health check included) waited for the whole burst. This way the loop answers what else has
  // arrived between one transaction and the next.
  const release = () =>
    setImmediate(() => {
      const next = waiting.shift()
      if (!next) holding = false
      else {
        clearTimeout(next.timer)
        next.take()
      }
    })
  return async (): Promise<() => void> => {
    if (!holding) {
      holding = true
      return release
    }
    const turn = await new Promise<boolean>((resolve) => {
      const entry = {
        take: () => resolve(true),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1)
          resolve(false)
        }, WRITER_WAIT_MS),
      }
      waiting.push(entry)
    })
    if (turn) return release
    payload.logger.warn(`A SQLite transaction waited ${WRITER_WAIT_MS} ms for another to end and went ahead without its turn.`)
    return () => undefined
  }
}

/**
 * On SQLite the whole app is one Node process sharing one database file, and libSQL runs every
 * statement synchronously. While a transaction is open it holds the write lock across awaits, and
 * libSQL gives each transaction a connection without a busy timeout: a second transaction (two
 * logins at once, say) failed at once with SQLITE_BUSY, and on a connection with a busy timeout it
 * would block the very event loop that has to finish the first. So transactions queue for their
 * turn here. Work that writes outside a request's transaction (the job runner, queueing Payload's
 * own auth emails) also runs through the gate: it starts once no transaction is open, and
 * transactions that begin while it runs wait until it is done; the work's own transactions go
 * ahead. PostgreSQL needs none of this.
 */
const createGate = (payload: Payload): Gate => {
  if (payload.db.name !== 'sqlite') return (work) => work()
  const db = payload.db as unknown as Adapter
  const insideGate = new AsyncLocalStorage<true>()
  const writerTurn = createWriterQueue(payload)
  const turns = new Map<string | number, () => void>()
  let current: Promise<unknown> | null = null

  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (options) => {
    if (!insideGate.getStore()) while (current) await current.catch(() => undefined)
    const endTurn = await writerTurn()
    try {
      const id = await begin(options)
      if (id === null) endTurn()
      else turns.set(id, endTurn)
      return id
    } catch (error) {
      endTurn()
      throw error
    }
  }
  for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
    const end = db[method].bind(db)
    db[method] = async (incoming) => {
      const id = await incoming
      try {
        await end(id)
      } finally {
        turns.get(id)?.()
        turns.delete(id)
      }
    }
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

const gateFor = (payload: Payload): Gate => {
  let gate = gates.get(payload)
  if (!gate) {
    gate = createGate(payload)
    gates.set(payload, gate)
  }
  return gate
}

/** Puts the transaction queue in place; Payload's onInit calls this before anything writes. */
export const installTransactionGate = (payload: Payload): void => void gateFor(payload)

/** Runs `work` when no database transaction is open, holding new ones back until it is done. */
export const betweenTransactions = <T>(payload: Payload, work: () => Promise<T>): Promise<T> => gateFor(payload)(work)
