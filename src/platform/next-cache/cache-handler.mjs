/**
 * Next.js's data and page cache (`cacheHandler` in next.config.ts), through a maintained handler
 * package: in this process's memory on one machine, in Redis when REDIS_URL is set, so that every
 * instance reads the same entries and a tag revalidated on one instance is expired for all.
 * Keys are prefixed with the build and the database, so two deploys, or two databases sharing one
 * Redis (the tests' SQLite and PostgreSQL runs), never read each other's pages.
 */
import { createHash } from 'node:crypto'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { redisConnection } from '../redis-connection.mjs'
import { isDashboardDataTag, registerCacheHandler } from './customer-data-tag.mjs'
import { announceChange, shareChangesThrough } from './storefront-changes.mjs'

const databaseId = () =>
  createHash('sha256')
    .update(process.env.DATABASE_URL || process.env.SQLITE_PATH || 'data/swag.db')
    .digest('hex')
    .slice(0, 12)

CacheHandler.onCreation(({ buildId }) => {
  const redisUrl = process.env.REDIS_URL
  if (!redisUrl) return { handlers: [createLruHandler()] }
  const keyPrefix = `swagly:next:${buildId ?? 'unbuilt'}:${databaseId()}:`
  // Reads give up quickly when Redis is away: the handler then treats them as misses and renders.
  const client = redisConnection(redisUrl)
  shareChangesThrough(redisUrl, `${keyPrefix}changed`)
  return { handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs: 1_000 })] }
})

/**
 * A read that began before a change and stored its result after the change had expired its tags
 * would keep the old data as fresh until the next change. Every expiry is therefore made twice:
 * at once, and again once any read under way by then has finished.
 */
const SECOND_EXPIRY_MS = 5_000

export default class StorefrontCacheHandler extends CacheHandler {
  constructor(context) {
    super(context)
    registerCacheHandler(this)
  }

  async revalidateTag(tags, durations) {
    await this.#expire(tags, durations)
    setTimeout(() => this.#expire(tags, durations).catch(() => undefined), SECOND_EXPIRY_MS).unref()
  }

  async #expire(tags, durations) {
    await super.revalidateTag(tags, durations)
    // Dashboard reads are in no storefront page: their expiry leaves stored pages alone.
    if ([tags].flat().every(isDashboardDataTag)) return
    // After the entries are expired, so a page rendered after the announcement cannot come from them.
    await announceChange()
  }
}
