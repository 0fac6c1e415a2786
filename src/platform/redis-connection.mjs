/**
 * A Redis connection for what the app keeps in Redis (rate limits, Next.js's cache, change
 * announcements): it gives up on a command quickly, and its errors are not thrown at the process,
 * because each user falls back to its own memory or to a miss while Redis is away; the client
 * keeps reconnecting meanwhile. `queueWhileConnecting: false` fails commands at once until it is connected.
 */
import { Redis } from 'ioredis'

/** @param {string} url @param {{ queueWhileConnecting?: boolean }} [options] */
export const redisConnection = (url, { queueWhileConnecting = false } = {}) => {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: queueWhileConnecting })
  client.on('error', () => undefined)
  return client
}
