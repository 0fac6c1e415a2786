import { createHash, timingSafeEqual } from 'node:crypto'

export type MetricsAccess = 'off' | 'refused' | 'allowed'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a scrape may read the metrics: off without METRICS_TOKEN, otherwise only with
 * `Authorization: Bearer <METRICS_TOKEN>`. Compared as digests in constant time, so the answer's
 * timing says nothing of how much of a guess was right.
 */
export const metricsAccess = (authorization: string | null, token = process.env.METRICS_TOKEN): MetricsAccess => {
  if (!token) return 'off'
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'refused'
}
