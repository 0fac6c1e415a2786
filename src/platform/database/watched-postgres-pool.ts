import pg from 'pg'

import { appLogger } from '@/platform/observability/logger'
import { metrics } from '@/platform/observability/metrics'

import { alreadyFailedError, databaseFailedThisRequest, noteDatabaseError } from './outage'

type Loose = (...args: unknown[]) => unknown
type WithConnection = { connection?: { stream?: { destroy: () => void } } }

const watchedClients = new WeakSet<object>()

const usesCallback = (args: unknown[]) =>
  typeof args.at(-1) === 'function' || typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function'

/** Tells the request's outage watch about a failed promise, then rejects as before. */
const noting = <T>(pending: Promise<T>): Promise<T> =>
  pending.catch((error: unknown) => {
    noteDatabaseError(error)
    throw error
  })

/** Fails at once when the database already failed this request (platform/database/outage.ts). */
const unlessFailedAlready = <T>(start: () => Promise<T>): Promise<T> =>
  databaseFailedThisRequest() ? Promise.reject(alreadyFailedError()) : noting(start())

/** pg-pool 3's own bookkeeping, used to give up a client whose connection is gone. */
type PoolInternals = { _clients: unknown[]; _remove: (client: unknown, callback: () => void) => void; _pulseQueue: () => void }

/**
 * A client whose query timed out on our side still has that query pending on its connection;
 * handed back to the pool it would make the next request wait too. Its connection is closed, so
 * the pool drops it and opens a fresh one. A client lent out has no error listener of pg's own:
 * one of ours keeps a connection lost between two queries of a transaction from crashing the
 * process. And a client whose connection ended while lent out is taken off the pool's books at
 * once: drizzle never gives back a client whose BEGIN failed, so each such failure would cost the
 * pool a connection for good, until no request could get one.
 */
const watchClient =
  (pool: PoolInternals) =>
  (client: pg.PoolClient): pg.PoolClient => {
    if (watchedClients.has(client)) return client
    watchedClients.add(client)
    client.on('error', () => {})
    client.once('end', () => {
      if (pool._clients.includes(client)) pool._remove(client, () => pool._pulseQueue())
    })
    const query = client.query.bind(client) as Loose
    client.query = ((...args: unknown[]) => {
      if (usesCallback(args)) return query(...args)
      return (query(...args) as Promise<unknown>).catch((error: unknown) => {
        noteDatabaseError(error)
        if ((error as Error).message === 'Query read timeout') (client as unknown as WithConnection).connection?.stream?.destroy()
        throw error
      })
    }) as typeof client.query
    return client
  }

/** Observes how long getting a connection took, however it ended. */
const timed = <T>(histogram: { observe: (seconds: number) => void }, pending: Promise<T>): Promise<T> => {
  const started = performance.now()
  return pending.finally(() => histogram.observe((performance.now() - started) / 1000))
}

/**
 * pg's Pool, with every failure it hands out reported to the request's outage watch
 * (platform/database/outage.ts). It also listens for errors on idle clients (a backend terminated while
 * idle): pg emits those on the pool, and unheard they would crash the process.
 */
export class WatchedPool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options)
    this.on('error', (error) => appLogger().warn(`PostgreSQL dropped an idle connection: ${error.message}`))
    const { pools, dbPoolWait } = metrics()
    pools.add(this)
    const connect = this.connect.bind(this) as Loose
    const query = this.query.bind(this) as Loose
    this.connect = ((...args: unknown[]) =>
      usesCallback(args)
        ? connect(...args)
        : unlessFailedAlready(() => timed(dbPoolWait, connect() as Promise<pg.PoolClient>)).then(
            watchClient(this as unknown as PoolInternals),
          )) as typeof this.connect
    this.query = ((...args: unknown[]) =>
      usesCallback(args) ? query(...args) : unlessFailedAlready(() => query(...args) as Promise<unknown>)) as typeof this.query
  }
}

/** The `pg` module the adapter builds its pool from. */
export const watchedPg = { ...pg, Pool: WatchedPool } as typeof pg
