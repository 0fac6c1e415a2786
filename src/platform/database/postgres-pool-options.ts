import type { PoolConfig } from 'pg'

const milliseconds = (name: string, fallback: number): number => {
  const value = Number(process.env[name])
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback
}

/**
 * The PostgreSQL pool's limits, so that no request can hold the pool hostage and nothing waits
 * forever on a database that stopped answering. Each is a `DATABASE_*_MS` variable
 * (docs/configuration.md); `0` turns one off.
 * - connect 15 s, as long as one statement may run: writes of one document queue on its row lock,
 *   each holding a connection, so a burst of them keeps the rest waiting for one that long; a
 *   request waiting longer is better answered 503 ("busy", or the database unreachable) than left hanging.
 * - statement 15 s: no page or API call here needs longer; a stuck one gives its connection back.
 * - idle in transaction 30 s: a transaction left open (a wedged request) is ended by the server.
 * - query 20 s: the client's own bound for when the server never answers at all (a partition),
 *   a little over the statement timeout so that the server's clearer error normally comes first.
 * TCP keepalive notices a dead peer on idle connections.
 */
export const postgresPoolOptions = (): PoolConfig => ({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
  connectionTimeoutMillis: milliseconds('DATABASE_CONNECT_TIMEOUT_MS', 15_000),
  statement_timeout: milliseconds('DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
  idle_in_transaction_session_timeout: milliseconds('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000),
  query_timeout: milliseconds('DATABASE_QUERY_TIMEOUT_MS', 20_000),
  keepAlive: true,
})
