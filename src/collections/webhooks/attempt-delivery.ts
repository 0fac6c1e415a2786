import type { Payload, PayloadRequest } from 'payload'

import { failedTooLong, nextTryAt } from '@/domain/webhooks/delivery-schedule'
import { webhookMessage } from '@/domain/webhooks/events'
import { signedHeaders } from '@/domain/webhooks/signature'
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

/** The window a delivery is tried in; WEBHOOK_RETRY_WINDOW_SECONDS shortens it in tests. */
const windowMs = () => (process.env.WEBHOOK_RETRY_WINDOW_SECONDS ? Number(process.env.WEBHOOK_RETRY_WINDOW_SECONDS) * 1000 : undefined)

const TURNED_OFF = 'The endpoint is turned off, so nothing was sent.'

/**
 * Sends one delivery's event to its endpoint, signed, and records the answer. With `retry`, a
 * failed try queues the next by the schedule, or gives the delivery up when the three days are
 * over; an endpoint that has failed for those three days is turned off and its company told
 * (disable-failing-endpoint.ts). A test from the dashboard sends without `retry`: its answer is
 * shown at once and not tried again. Null when the delivery is gone.
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
  const body = webhookMessage(event)
  const answer: ReceiverAnswer =
    endpoint && !endpoint.disabledAt
      ? await postToReceiver({
          url: endpoint.url,
          body,
          headers: signedHeaders({ secret: endpoint.secret, eventId: event.eventId, body, at }),
          timeoutMs: receiverTimeoutMs(),
          privateAllowed: privateReceiversAllowed(),
        })
      : { ok: false, status: null, durationMs: 0, error: TURNED_OFF, bodyExcerpt: '' }
  const next =
    answer.ok || !retry || answer.error === TURNED_OFF
      ? null
      : nextTryAt(
          { eventAt: new Date(event.createdAt), failedTries: delivery.attempts + 1, now: at },
          { firstWaitMs: firstWaitMs(), windowMs: windowMs() },
        )
  const tried: LoggedTry = { at: at.toISOString(), statusCode: answer.status, durationMs: answer.durationMs, error: answer.error }
  const log = [tried, ...(Array.isArray(delivery.attemptsLog) ? (delivery.attemptsLog as LoggedTry[]) : [])].slice(0, LOGGED_TRIES)
  await inTransaction(payload, async (req) => {
    await payload.update({
      collection: 'webhook-deliveries',
      id: deliveryId,
      data: {
        attempts: delivery.attempts + 1,
        lastAttemptAt: tried.at,
        lastStatusCode: answer.status,
        lastDurationMs: answer.durationMs,
        lastError: answer.error,
        attemptsLog: log,
        status: answer.ok ? 'succeeded' : next ? 'retrying' : 'failed',
        nextAttemptAt: next?.toISOString() ?? null,
        ...(answer.ok ? { deliveredAt: tried.at } : {}),
      },
      depth: 0,
      select: { company: true },
      req,
      overrideAccess: true,
    })
    if (next) await queueDeliveryTry(req, deliveryId, next)
    if (endpoint && !endpoint.disabledAt) await noteEndpointHealth(req, endpoint.id, answer, at)
  })
  return answer
}

/**
 * A success clears the endpoint's failing streak; a failure starts one (kept from its first
 * failure, by a conditional update) and turns the endpoint off once it has lasted three days.
 */
const noteEndpointHealth = async (req: PayloadRequest, endpointId: number, answer: ReceiverAnswer, at: Date) => {
  const { payload } = req
  if (answer.ok) {
    await payload.update({
      collection: 'webhook-endpoints',
      where: { and: [{ id: { equals: endpointId } }, { failingSince: { exists: true } }] },
      data: { failingSince: null },
      depth: 0,
      select: { company: true },
      req,
      overrideAccess: true,
    })
    return
  }
  await payload.update({
    collection: 'webhook-endpoints',
    where: { and: [{ id: { equals: endpointId } }, { failingSince: { exists: false } }] },
    data: { failingSince: at.toISOString() },
    depth: 0,
    select: { company: true },
    req,
    overrideAccess: true,
  })
  const endpoint = await payload.findByID({
    collection: 'webhook-endpoints',
    id: endpointId,
    depth: 0,
    req,
    overrideAccess: true,
    select: { failingSince: true },
  })
  if (failedTooLong(endpoint.failingSince ? new Date(endpoint.failingSince) : null, at, windowMs())) {
    await disableFailingEndpoint(req, endpointId, answer.error ?? `The receiver answered ${answer.status}.`)
  }
}
