import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { PUBLIC_API_CACHE_SECONDS } from '@/domain/public-api-reader'
import { changedSince } from '@/platform/next-cache/storefront-changes.mjs'

type Compiled = { sql: string; params: unknown[] }
type Dialect = { sqlToQuery: (sql: unknown) => Compiled }
type CountArgs = { column?: { name: string }; db: { dialect: Dialect }; joins: unknown[]; tableName: string; where?: unknown }
type CountingAdapter = { countDistinct: (args: CountArgs) => Promise<number>; drizzle: unknown }

type KeptCount = { count: Promise<number>; countedAt: number }

const wrapped = new WeakSet<object>()

/**
 * The statement a count runs, as text: the same text means the same rows, whoever asks. Null for
 * a count this does not keep: inside a transaction (it may see its own uncommitted writes), across
 * joined tables (a join may reach a table whose changes are not announced), or of a table not
 * listed.
 */
const countKey = (adapter: CountingAdapter, tables: ReadonlySet<string>, args: CountArgs): string | null => {
  if (args.db !== adapter.drizzle || args.joins.length > 0 || !tables.has(args.tableName)) return null
  const where = args.where ? args.db.dialect.sqlToQuery(args.where) : { sql: '', params: [] }
  return JSON.stringify([args.tableName, args.column?.name ?? null, where.sql, where.params])
}

/**
 * Keeps the number of rows a list query matches, for tables whose every change through the app is
 * announced as a storefront change (storefront-changes.mjs, on every instance). A page of a
 * public list reads a few rows by an index, but its total (`totalDocs`) counts every match: at
 * 50,000 products that count cost SQLite as much as the rest of the read. A kept count is used
 * until a change is announced after it was begun, or for as long as the public API cache keeps
 * an answer (PUBLIC_API_CACHE_TTL_MS), which bounds what a change made behind the app's back (a
 * script, another program) can leave behind; concurrent identical counts share one query.
 */
export const keepCountsUntilChanged = (payload: Payload, tables: ReadonlySet<string>): void => {
  const adapter = payload.db as unknown as CountingAdapter
  if (PUBLIC_API_CACHE_SECONDS <= 0 || wrapped.has(adapter)) return
  wrapped.add(adapter)
  const kept = new LRUCache<string, KeptCount>({ max: 1000, ttl: PUBLIC_API_CACHE_SECONDS * 1000 })
  const count = adapter.countDistinct.bind(adapter)
  adapter.countDistinct = (args) => {
    const key = countKey(adapter, tables, args)
    if (!key) return count(args)
    const entry = kept.get(key)
    if (entry && !changedSince(entry.countedAt)) return entry.count
    // Stamped before the query starts: a change announced while it runs makes the result stale.
    const countedAt = Date.now()
    const fresh: KeptCount = { countedAt, count: count(args) }
    kept.set(key, fresh)
    fresh.count.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key)
    })
    return fresh.count
  }
}
