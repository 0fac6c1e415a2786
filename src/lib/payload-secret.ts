import { createHash } from 'node:crypto'

/** PAYLOAD_SECRET, or the development fallback (payload.config.ts refuses to start without it in production). */
export const payloadSecret = (): string => process.env.PAYLOAD_SECRET || 'development-secret-change-me'

/** The key Payload signs session tokens with (HS256): derived from the secret as Payload 3 does when it starts. */
export const sessionTokenKey = (): string => createHash('sha256').update(payloadSecret()).digest('hex').slice(0, 32)
