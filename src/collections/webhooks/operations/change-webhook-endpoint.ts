import type { OperationCall, OperationRequest } from '@/collections/customer-endpoint'

import { inTransaction } from '@/platform/database/transactions'
import { refusal, type Result } from '@/platform/result'

import { managedCompany } from './managing-member'

const NOT_FOUND = 'We couldn’t find that endpoint.'

/** The endpoint as the caller reads it (access on: another company's is missing), or a refusal. */
export async function managedEndpoint(req: OperationRequest, id: number) {
  const { docs } = await req.payload.find({
    collection: 'webhook-endpoints',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    select: { company: true, url: true, disabledAt: true },
    user: req.user,
    overrideAccess: false,
  })
  if (!docs[0]) return refusal(404, NOT_FOUND)
  const company = await managedCompany(req, docs[0])
  return typeof company === 'number' ? { ...docs[0], company } : company
}

/**
 * Turns an endpoint off (no new events go to it) or back on (its failing streak forgotten, so it
 * gets three fresh days). Events raised while it is off are not kept for it;
 * what it failed before is in its log, to resend.
 */
export async function setWebhookEndpointEnabled({ req, input }: OperationCall<{ endpoint: number; enabled: boolean }>): Promise<Result> {
  const endpoint = await managedEndpoint(req, input.endpoint)
  if ('ok' in endpoint) return endpoint
  await req.payload.update({
    collection: 'webhook-endpoints',
    id: endpoint.id,
    data: input.enabled
      ? { disabledAt: null, disabledReason: null, failingSince: null }
      : { disabledAt: endpoint.disabledAt ?? new Date().toISOString(), disabledReason: 'Turned off by a member.' },
    depth: 0,
    select: { company: true },
    overrideAccess: true,
  })
  return { ok: true }
}

/** Removes an endpoint and its delivery log; deliveries still queued for it find it gone and send nothing. */
export async function removeWebhookEndpoint({ req, input }: OperationCall<{ endpoint: number }>): Promise<Result> {
  const endpoint = await managedEndpoint(req, input.endpoint)
  if ('ok' in endpoint) return endpoint
  await inTransaction(req.payload, async (tx) => {
    await tx.payload.delete({
      collection: 'webhook-deliveries',
      where: { endpoint: { equals: endpoint.id } },
      depth: 0,
      select: { company: true },
      req: tx,
      overrideAccess: true,
    })
    await tx.payload.delete({ collection: 'webhook-endpoints', id: endpoint.id, depth: 0, select: { company: true }, req: tx, overrideAccess: true })
  })
  return { ok: true }
}
