import { createHash, timingSafeEqual } from 'node:crypto'

export type BearerAccess = 'off' | 'refused' | 'allowed'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a caller holding a shared secret may in: off without a secret configured, otherwise
 * only with `Authorization: Bearer <secret>`. Compared as digests in constant time, so the
 * answer's timing says nothing of how much of a guess was right.
 */
export const bearerAccess = (authorization: string | null, secret: string | undefined): BearerAccess => {
  if (!secret) return 'off'
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(presented), digest(secret)) ? 'allowed' : 'refused'
}
