import { DATABASE_UNAVAILABLE_DIGEST } from './unavailable-digest'

/**
 * Whether an error means the database could not be reached or dropped us (refused, partitioned,
 * restarting, out of connections, too slow to answer), as opposed to an error in what was asked.
 * Only driver and server failures qualify: an SQLSTATE is judged by its class, and a message is
 * only read when the error carries no SQLSTATE, so text a client sent can never make one. A
 * statement timeout is not an outage: a client can ask for a slow query, and it is ours to fix.
 */

const SERVER_CODES = new Set([
  '57P01', // admin_shutdown: our backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
])

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

// pg-pool's words when no connection of the pool came free in time: the database answers, but
// this instance has more requests in flight than connections.
const POOL_WAIT_MESSAGE = 'timeout exceeded when trying to connect'

const DRIVER_MESSAGES = [
  POOL_WAIT_MESSAGE,
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
]

const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code)

const unreachableByItself = (error: { code?: unknown; message?: unknown; digest?: unknown }): boolean => {
  // Our own DatabaseUnavailableError, thrown where an outage was already recognised.
  if (error.digest === DATABASE_UNAVAILABLE_DIGEST) return true
  const code = typeof error.code === 'string' ? error.code : undefined
  if (code && SOCKET_CODES.has(code)) return true
  if (code && isSqlState(code)) return code.startsWith('08') || SERVER_CODES.has(code)
  const message = typeof error.message === 'string' ? error.message : ''
  return DRIVER_MESSAGES.some((known) => message.startsWith(known))
}

type Failure = { code?: unknown; message?: unknown; digest?: unknown }

/** Looks through wrapped causes (drizzle and Payload wrap the driver's error) a few levels deep. */
const anyCause = (error: unknown, test: (failure: Failure) => boolean): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (test(current as Failure)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const isDatabaseUnreachable = (error: unknown): boolean => anyCause(error, unreachableByItself)

/** Whether the error is a request's wait for a free connection of the pool running out (see POOL_WAIT_MESSAGE). */
export const isPoolWait = (error: unknown): boolean =>
  anyCause(error, (failure) => failure.code === undefined && typeof failure.message === 'string' && failure.message.startsWith(POOL_WAIT_MESSAGE))
