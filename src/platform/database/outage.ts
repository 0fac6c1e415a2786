import { AsyncLocalStorage } from 'node:async_hooks'

import { DATABASE_UNAVAILABLE_DIGEST } from './unavailable-digest'
import { isDatabaseUnreachable, isPoolWait } from './unreachable'

/** `busy`: every failure so far was a wait for a free pool connection, none a failure to reach the database. */
type Watch = { unreachable: boolean; busy: boolean; over: boolean }

// Marks the error a request's further queries fail with once the database failed it: it repeats
// that failure and says nothing new about its kind.
const REPEATED = Symbol.for('swagly.database-failure-repeated')

/** The error for a query not even tried, because the database already failed this request. */
export const alreadyFailedError = (): Error =>
  Object.assign(new Error('Connection terminated: the database already failed this request'), { [REPEATED]: true })

const note = (watch: Watch, error: unknown): void => {
  if (!isDatabaseUnreachable(error) || (error as { [REPEATED]?: boolean })[REPEATED]) return
  watch.busy = (watch.busy || !watch.unreachable) && isPoolWait(error)
  watch.unreachable = true
}

/**
 * Remembers, per request, whether the database failed to answer anywhere below it. Payload's JWT
 * strategy swallows every error and reports "no user", so an outage during the session lookup
 * would otherwise look like a signed-out visitor. Kept on globalThis: the pool is created in
 * whichever bundle initialises Payload first, and every route must see the same store.
 */
const storageKey = Symbol.for('swagly.database-outage')
const globals = globalThis as typeof globalThis & { [storageKey]?: AsyncLocalStorage<Watch> }
const storage = (globals[storageKey] ??= new AsyncLocalStorage<Watch>())

/** Called by the pool with every error it hands out. */
export const noteDatabaseError = (error: unknown): void => {
  const watch = storage.getStore()
  if (watch && !watch.over) note(watch, error)
}

/**
 * True once the database failed this request: its further queries fail at once rather than each
 * waiting out its own timeout, so a request during an outage is answered after one timeout, not many.
 */
export const databaseFailedThisRequest = (): boolean => {
  const watch = storage.getStore()
  return watch !== undefined && watch.unreachable && !watch.over
}

/**
 * Runs `work` and tells whether the database was unreachable at any point during it, and if so
 * whether only for want of a free connection (`busy`). Timers that
 * outlive the work inherit its watch (Payload initialised by a request starts the job runner), so
 * the watch is over when the work is: nothing later is failed at once because of it.
 */
export const watchingDatabase = async <T>(
  work: () => Promise<T>,
): Promise<{ outcome: PromiseSettledResult<T>; unreachable: boolean; busy: boolean }> => {
  const enclosing = storage.getStore()
  const watch: Watch = { unreachable: false, busy: false, over: false }
  const outcome = await storage.run(watch, () =>
    work().then(
      (value): PromiseSettledResult<T> => ({ status: 'fulfilled', value }),
      (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason }),
    ),
  )
  watch.over = true
  if (outcome.status === 'rejected') note(watch, outcome.reason)
  // An outage met by part of a request is one of the whole request (outage-response.ts watches pages).
  if (watch.unreachable && enclosing && !enclosing.over) {
    enclosing.busy = (enclosing.busy || !enclosing.unreachable) && watch.busy
    enclosing.unreachable = true
  }
  return { outcome, unreachable: watch.unreachable, busy: watch.busy }
}

/**
 * A watch for work that answers through callbacks rather than a promise (Node's HTTP server):
 * `run` starts the work under it, `failed` tells whether the database failed so far, `end` closes it.
 */
export const openDatabaseWatch = () => {
  const watch: Watch = { unreachable: false, busy: false, over: false }
  return {
    run: <T>(work: () => T): T => storage.run(watch, work),
    failed: (): boolean => watch.unreachable,
    end: (): void => {
      watch.over = true
    },
  }
}

/** Thrown where a page needs the database and could not reach it. */
export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST
  constructor() {
    super('The database is temporarily unavailable.')
    this.name = 'DatabaseUnavailableError'
  }
}
