// Signing in the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature), by
// its own library, so a receiver can check it with any Standard Webhooks library.
import { randomBytes } from 'node:crypto'

import { Webhook } from 'standardwebhooks'

/** A new signing secret: 24 random bytes, written as Standard Webhooks writes them. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`

/** The headers that sign `body` as the event `eventId`, sent at `at`. */
export const signedHeaders = ({
  secret,
  eventId,
  body,
  at,
}: {
  secret: string
  eventId: string
  body: string
  at: Date
}): Record<string, string> => ({
  'webhook-id': eventId,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': new Webhook(secret).sign(eventId, at, body),
})
