import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What pg's Pool says of itself. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

const sum = (pools: Iterable<PoolCounts>, count: (pool: PoolCounts) => number) => [...pools].reduce((total, pool) => total + count(pool), 0)

const createMetrics = () => {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })
  const pools = new Set<PoolCounts>()
  return {
    registry,
    pools,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered by this instance, by route group, method and status code',
      labelNames: ['route_group', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route group',
      labelNames: ['route_group'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cacheLookups: new Counter({
      name: 'page_cache_lookups_total',
      help: "Lookups in the production server's in-memory caches: cache is storefront (pages) or public-api (anonymous API reads)",
      labelNames: ['cache', 'outcome'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Attempts refused (429) by the per-address rate limits',
      registers,
    }),
    emailsSent: new Counter({ name: 'emails_sent_total', help: 'Emails handed to the mail server by this process', registers }),
    emailsFailed: new Counter({
      name: 'emails_failed_total',
      help: 'Attempts to hand an email to the mail server that failed, in this process',
      registers,
    }),
    dbPoolConnections: new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections in this process’s pool, by state (total, idle)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set(
          { state: 'total' },
          sum(pools, (pool) => pool.totalCount),
        )
        this.set(
          { state: 'idle' },
          sum(pools, (pool) => pool.idleCount),
        )
      },
    }),
    dbPoolWaiting: new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Requests waiting for a PostgreSQL connection from the pool right now',
      registers,
      collect() {
        this.set(sum(pools, (pool) => pool.waitingCount))
      },
    }),
    dbPoolWait: new Histogram({
      name: 'db_pool_acquire_seconds',
      help: 'Time taken to get a PostgreSQL connection from the pool (a wait when the pool is busy)',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15],
      registers,
    }),
    jobsQueued: new Gauge({
      name: 'jobs_queued',
      help: 'Jobs in the queue not yet completed nor given up, by state (waiting, processing); read from the database at scrape time',
      labelNames: ['state'] as const,
      registers,
    }),
    oldestJobAge: new Gauge({
      name: 'jobs_oldest_queued_age_seconds',
      help: 'Age of the oldest job not yet completed nor given up (0 when none); read from the database at scrape time',
      registers,
    }),
    emailJobsFailed: new Gauge({
      name: 'email_jobs_failed',
      help: 'Email jobs that failed all their retries and wait for staff; read from the database at scrape time',
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const metricsKey = Symbol.for('swagly.metrics')
const globals = globalThis as typeof globalThis & { [metricsKey]?: Metrics }

/**
 * The process's one set of metrics. On globalThis: the production server (scripts/serve.ts) counts
 * requests and Next.js's routes count the rest, in separate bundles, and /metrics shows them all.
 */
export const metrics = (): Metrics => (globals[metricsKey] ??= createMetrics())
