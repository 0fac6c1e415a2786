import type { OperationCall } from '@/collections/customer-endpoint'

import { newWebhookEventId, PING_EVENT } from '@/domain/webhooks/events'
import { inTransaction } from '@/platform/database/transactions'
import type { ReceiverAnswer } from '@/platform/http/webhook-receiver'
import { refusal, type Result } from '@/platform/result'

import { attemptDelivery } from '../attempt-delivery'
import { managedEndpoint } from './change-webhook-endpoint'

/**
 * Sends a `webhook.ping` event to one endpoint now and answers what the receiver said, so a
 * member setting up a receiver sees at once whether it works. It is logged like any delivery and
 * not tried again.
 */
export async function sendTestEvent({ req, input }: OperationCall<{ endpoint: number }>): Promise<Result<{ answer: ReceiverAnswer }>> {
  const endpoint = await managedEndpoint(req, input.endpoint)
  if ('ok' in endpoint) return endpoint
  if (endpoint.disabledAt) return refusal(409, 'Turn the endpoint on before sending it a test event.')
  const delivery = await inTransaction(req.payload, async (tx) => {
    const event = await tx.payload.create({
      collection: 'webhook-events',
      data: { company: endpoint.company, eventId: newWebhookEventId(), type: PING_EVENT, data: { endpoint: endpoint.id } },
      depth: 0,
      select: { company: true },
      req: tx,
      overrideAccess: true,
    })
    const made = await tx.payload.create({
      collection: 'webhook-deliveries',
      data: { company: endpoint.company, event: event.id, endpoint: endpoint.id, status: 'pending', attempts: 0 },
      depth: 0,
      select: { company: true },
      req: tx,
      overrideAccess: true,
    })
    return made.id
  })
  const answer = await attemptDelivery(req.payload, delivery, { retry: false })
  return answer ? { ok: true, answer } : refusal(404, 'We couldn’t find that endpoint.')
}
