/**
 * When this process last learned that cached storefront data changed: set as a cache tag is
 * revalidated here (cache-handler.mjs) and, with several instances, as any instance announces one
 * through Redis. The production server's in-memory page cache (src/platform/page-cache/storefront-page-cache.ts)
 * sends a stored page again only if it was rendered after that moment.
 *
 * Next.js loads the cache handler apart from the server's own modules, so the record lives on the
 * process's global, where both reach it.
 */
import { redisConnection } from '../redis-connection.mjs'

const RECORD = Symbol.for('swagly.storefront-changes')

/** @returns {{ changedAt: number, publisher: import('ioredis').Redis | null, channel: string | null }} */
const record = () => {
  const shared = /** @type {Record<symbol, ReturnType<typeof record>>} */ (/** @type {unknown} */ (globalThis))
  shared[RECORD] ??= { changedAt: 0, publisher: null, channel: null }
  return shared[RECORD]
}

/** True when storefront data changed at or after `time` (milliseconds since the epoch). */
export const changedSince = (time) => record().changedAt >= time

const noteChange = () => {
  record().changedAt = Date.now()
}

/** Records a change made through this instance and tells the others, if there are others. */
export const announceChange = async () => {
  noteChange()
  const { publisher, channel } = record()
  if (publisher && channel) await publisher.publish(channel, String(Date.now())).catch(() => undefined)
}

/**
 * Hears the changes other instances announce on `channel`. While the subscription is down an
 * announcement can be missed, so (re)connecting counts as a change: a page stored before it is
 * rendered again rather than kept.
 */
export const shareChangesThrough = (redisUrl, channel) => {
  const shared = record()
  if (shared.channel) return
  shared.channel = channel
  shared.publisher = redisConnection(redisUrl)
  // Subscribing waits for the connection rather than failing before it is made.
  const subscriber = redisConnection(redisUrl, { queueWhileConnecting: true })
  subscriber.on('ready', noteChange)
  subscriber.on('message', noteChange)
  subscriber.subscribe(channel).catch(() => undefined)
}
