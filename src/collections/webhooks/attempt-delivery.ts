import type { Payload, PayloadRequest } from 'payload'

import { failedTooLong, nextTryAt } from '@/domain/webhooks/delivery-schedule'
import { webhookMessage } from '@/domain/webhooks/events'
import { signedHeaders } from '@/domain/webhooks/signature'
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@/payload-types'
import { inTransaction } from '@/platform/database/transactions'
import { postToReceiver, privateReceiversAllowed, receiverTimeoutMs, type ReceiverAnswer } from '@/platform/http/webhook-receiver'
import { relationId } from '@/platform/relation-id'

import { queueDeliveryTry } from './delivery-job'
import { disableFailingEndpoint } from './disable-failing-endpoint'

/** How many of a delivery's latest tries its log keeps. */
const LOGGED_TRIES = 10

export type LoggedTry = { at: string; statusCode: number | null; durationMs: number; error: string | null }

/** The wait before the second try; WEBHOOK_FIRST_RETRY_SECONDS shortens it in tests. */
const firstWaitMs = () => Number(process.env.WEBHOOK_FIRST_RETRY_SECONDS || 30) * 1000

const TURNED_OFF: ReceiverAnswer = {
  ok: false,
  status: null,
  durationMs: 0,
  error: 'The endpoint is turned off, so nothing was sent.',
  bodyExcerpt: '',
}

/** The event, signed with the endpoint's secret, to its receiver; nothing to one turned off or removed. */
const send = async (event: WebhookEvent, endpoint: WebhookEndpoint | null, at: Date): Promise<ReceiverAnswer> => {
  if (!endpoint || endpoint.disabledAt) return TURNED_OFF
  const body = webhookMessage(event)
  return postToReceiver({
    url: endpoint.url,
    body,
    headers: signedHeaders({ secret: endpoint.secret, eventId: event.eventId, body, at }),
    timeoutMs: receiverTimeoutMs(),
    privateAllowed: privateReceiversAllowed(),
  })
}

/**
 * Sends one delivery's event to its endpoint, signed, and records the answer. With `retry`, a
 * failed try queues the next by the schedule, or gives the delivery up when the three days are
 * over; an endpoint that has failed for those three days is turned off and its company told
 * (disable-failing-endpoint.ts), and nothing more is tried. A test from the dashboard sends
 * without `retry`: its answer is shown at once and not tried again. Null when the delivery is gone.
 */
export async function attemptDelivery(payload: Payload, deliveryId: number, { retry }: { retry: boolean }): Promise<ReceiverAnswer | null> {
  const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, depth: 0, disableErrors: true, overrideAccess: true })
  const [eventId, endpointId] = [relationId(delivery?.event), relationId(delivery?.endpoint)]
  if (!delivery || eventId === null || endpointId === null) return null
  const [event, endpoint] = await Promise.all([
    payload.findByID({ collection: 'webhook-events', id: eventId, depth: 0, disableErrors: true, overrideAccess: true }),
    payload.findByID({ collection: 'webhook-endpoints', id: endpointId, depth: 0, disableErrors: true, overrideAccess: true }),
  ])
  if (!event) return null
  const at = new Date()
  const answer = await send(event, endpoint, at)
  await inTransaction(payload, async (req) => {
    const turnedOff = endpoint && answer !== TURNED_OFF ? await noteEndpointHealth(req, endpoint.id, answer, at) : true
    const next =
      answer.ok || !retry || turnedOff
        ? null
        : nextTryAt({ eventAt: new Date(event.createdAt), failedTries: delivery.attempts + 1, now: at }, { firstWaitMs: firstWaitMs() })
    await recordTry(req, delivery, answer, at, next)
  })
  return answer
}

/** The try on the delivery's log, and the next one queued when there is one, in the transaction `req` carries. */
const recordTry = async (req: PayloadRequest, delivery: WebhookDelivery, answer: ReceiverAnswer, at: Date, next: Date | null) => {
  const tried: LoggedTry = { at: at.toISOString(), statusCode: answer.status, durationMs: answer.durationMs, error: answer.error }
  const earlier = Array.isArray(delivery.attemptsLog) ? (delivery.attemptsLog as LoggedTry[]) : []
  await req.payload.update({
    collection: 'webhook-deliveries',
    id: delivery.id,
    data: {
      attempts: delivery.attempts + 1,
      lastAttemptAt: tried.at,
      lastStatusCode: answer.status,
      lastDurationMs: answer.durationMs,
      lastError: answer.error,
      attemptsLog: [tried, ...earlier].slice(0, LOGGED_TRIES),
      status: answer.ok ? 'succeeded' : next ? 'retrying' : 'failed',
      nextAttemptAt: next?.toISOString() ?? null,
      ...(answer.ok ? { deliveredAt: tried.at } : {}),
    },
    depth: 0,
    select: { company: true },
    req,
    overrideAccess: true,
  })
  if (next) await queueDeliveryTry(req, delivery.id, next)
}

/**
 * A success clears the endpoint's failing streak; a failure starts one (kept from its first
 * failure, by a conditional update) and turns the endpoint off once it has lasted three days.
 * Whether the endpoint is now off.
 */
const noteEndpointHealth = async (req: PayloadRequest, endpointId: number, answer: ReceiverAnswer, at: Date): Promise<boolean> => {
  const { payload } = req
  const streak = (failingSince: string | null, where: 'exists' | 'missing') =>
    payload.update({
      collection: 'webhook-endpoints',
      where: { and: [{ id: { equals: endpointId } }, { failingSince: { exists: where === 'exists' } }] },
      data: { failingSince },
      depth: 0,
      select: { company: true },
      req,
      overrideAccess: true,
    })
  if (answer.ok) {
    await streak(null, 'exists')
    return false
  }
  await streak(at.toISOString(), 'missing')
  const { failingSince } = await payload.findByID({
    collection: 'webhook-endpoints',
    id: endpointId,
    depth: 0,
    req,
    overrideAccess: true,
    select: { failingSince: true },
  })
  if (!failedTooLong(failingSince ? new Date(failingSince) : null, at)) return false
  await disableFailingEndpoint(req, endpointId, answer.error ?? `The receiver answered ${answer.status}.`)
  return true
}
