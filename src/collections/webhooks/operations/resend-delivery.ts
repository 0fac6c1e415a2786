import type { OperationCall } from '@/collections/customer-endpoint'

import { inTransaction } from '@/platform/database/transactions'
import { relationId } from '@/platform/relation-id'
import { refusal, type Result } from '@/platform/result'

import { queueDeliveryTry } from '../delivery-job'
import { managedEndpoint } from './change-webhook-endpoint'

/**
 * Sends a logged delivery's event again, with its own id, so a receiver that already has it can
 * tell. Queued like any delivery, and tried again by the schedule if it fails.
 */
export async function resendDelivery({ req, input }: OperationCall<{ delivery: number }>): Promise<Result> {
  const { docs } = await req.payload.find({
    collection: 'webhook-deliveries',
    where: { id: { equals: input.delivery } },
    limit: 1,
    depth: 0,
    select: { endpoint: true },
    user: req.user,
    overrideAccess: false,
  })
  const endpointId = relationId(docs[0]?.endpoint)
  if (!docs[0] || endpointId === null) return refusal(404, 'We couldn’t find that delivery.')
  const endpoint = await managedEndpoint(req, endpointId)
  if ('ok' in endpoint) return endpoint
  if (endpoint.disabledAt) return refusal(409, 'Turn the endpoint on before resending to it.')
  await inTransaction(req.payload, async (tx) => {
    await tx.payload.update({
      collection: 'webhook-deliveries',
      id: docs[0]!.id,
      data: { status: 'pending', nextAttemptAt: null },
      depth: 0,
      select: { company: true },
      req: tx,
      overrideAccess: true,
    })
    await queueDeliveryTry(tx, docs[0]!.id)
  })
  return { ok: true }
}
