import type { PayloadRequest } from 'payload'

import { newWebhookEventId, type WebhookEventData, type WebhookEventType } from '@/domain/webhooks/events'
import { relationId } from '@/platform/relation-id'

import { queueDeliveryTry } from './delivery-job'

/** The most endpoints a company may have; one event fans out to each that takes it. */
export const MAX_ENDPOINTS = 10

/** Queues one delivery of `event` to `endpoint`, in the transaction `req` carries. */
export const queueDelivery = async (req: PayloadRequest, { company, event, endpoint }: { company: number; event: number; endpoint: number }) => {
  const delivery = await req.payload.create({
    collection: 'webhook-deliveries',
    data: { company, event, endpoint, status: 'pending', attempts: 0 },
    depth: 0,
    select: { company: true },
    req,
    overrideAccess: true,
  })
  await queueDeliveryTry(req, delivery.id)
  return delivery.id
}

/**
 * The outbox: writes the event a change raised, and a delivery to each of the company's working
 * endpoints that takes it, with the job that sends it, in the change's own transaction (`req`).
 * A change that rolls back leaves no event; one that commits leaves its event and its jobs, which
 * a crash cannot lose. A company no endpoint listens for writes nothing.
 */
export async function recordWebhookEvent(
  req: PayloadRequest,
  { company, type, data }: { company: unknown; type: WebhookEventType; data: WebhookEventData },
): Promise<void> {
  const companyId = relationId(company)
  if (companyId === null) return
  const { docs } = await req.payload.find({
    collection: 'webhook-endpoints',
    where: { and: [{ company: { equals: companyId } }, { disabledAt: { exists: false } }] },
    select: { events: true },
    limit: MAX_ENDPOINTS,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const listening = docs.filter((endpoint) => Array.isArray(endpoint.events) && endpoint.events.includes(type))
  if (listening.length === 0) return
  const event = await req.payload.create({
    collection: 'webhook-events',
    data: { company: companyId, eventId: newWebhookEventId(), type, data },
    depth: 0,
    select: { company: true },
    req,
    overrideAccess: true,
  })
  for (const endpoint of listening) await queueDelivery(req, { company: companyId, event: event.id, endpoint: endpoint.id })
}
