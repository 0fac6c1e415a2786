// The events a company's webhook endpoints may subscribe to, and the message each one carries.
import { randomBytes } from 'node:crypto'

/** Every event a change in Swagly can send, in the words the dashboard shows. */
export const WEBHOOK_EVENT_SUMMARIES = {
  'project.status_changed': 'A project moved to another status.',
  'proof.ready': 'Artwork proofs are waiting for approval.',
  'proof.approved': 'Every proof of an order was approved.',
  'order.paid': 'An order was paid.',
  'invoice.issued': 'An invoice was issued.',
  'shipment.created': 'A shipment was booked.',
  'shipment.shipped': 'A shipment left the warehouse.',
  'shipment.delivered': 'A shipment was delivered.',
  'shipment.returned': 'A shipment came back undelivered; its stock is back in inventory.',
  'shipment.cancelled': 'A shipment was cancelled.',
  'stock.low': 'An item’s stock fell to its low-stock threshold.',
  'recipient_link.response': 'A recipient answered a recipient link.',
} as const

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_SUMMARIES

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_SUMMARIES) as WebhookEventType[]

/** The event a test from the dashboard sends: never subscribed to, always delivered to the endpoint tested. */
export const PING_EVENT = 'webhook.ping'

export const isWebhookEventType = (value: unknown): value is WebhookEventType => WEBHOOK_EVENT_TYPES.includes(value as WebhookEventType)

/** An event's data: what changed, by the ids the public API reads it with. */
export type WebhookEventData = Record<string, string | number | boolean | null>

/**
 * The id a receiver de-duplicates on (the `webhook-id` header and the body's `id`): 16 random
 * bytes, so ids of events made on different instances at the same moment never meet.
 */
export const newWebhookEventId = (): string => `evt_${randomBytes(16).toString('hex')}`

/** The body every receiver gets, in the Standard Webhooks shape: type, timestamp, data. */
export const webhookMessage = (event: { eventId: string; type: string; createdAt: string; data: unknown }): string =>
  JSON.stringify({ id: event.eventId, type: event.type, timestamp: event.createdAt, data: event.data })
