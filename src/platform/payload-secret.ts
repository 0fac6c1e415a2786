/** PAYLOAD_SECRET, or the development fallback (payload.config.ts refuses to start without it in production). */
export const payloadSecret = (): string => process.env.PAYLOAD_SECRET || 'development-secret-change-me'
