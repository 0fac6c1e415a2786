import type { OperationCall } from '@/collections/customer-endpoint'

import { createWithinCap } from '@/collections/companies/company-cap'
import { endpointInputProblem, newEndpointSchema } from '@/domain/webhooks/endpoint-input'
import { newWebhookSecret } from '@/domain/webhooks/signature'
import { privateReceiversAllowed, receiverAddressProblem } from '@/platform/http/webhook-receiver'
import { refusal, refusalOf, type Result } from '@/platform/result'

import { MAX_ENDPOINTS } from '../record-webhook-event'
import { managedCompany } from './managing-member'

/** The endpoint made: its id, and its signing secret, shown this once. */
export type EndpointMade = { endpoint: number; secret: string }

/**
 * Adds a receiver for the events a company's owner or admin chooses. The address is checked as a
 * delivery checks it (a private or loopback address is refused), so a mistake shows now rather
 * than as failed deliveries; every delivery checks it again, as the name may resolve elsewhere later.
 */
export async function createWebhookEndpoint({ req, input }: OperationCall): Promise<Result<EndpointMade>> {
  const company = await managedCompany(req)
  if (typeof company !== 'number') return company
  const allowed = privateReceiversAllowed()
  const parsed = newEndpointSchema(allowed !== undefined).safeParse(input)
  if (!parsed.success) {
    const { field, message } = endpointInputProblem(parsed.error)
    return refusal(400, message, { [field]: message })
  }
  const addressProblem = await receiverAddressProblem(parsed.data.url, allowed)
  if (addressProblem) return refusal(400, addressProblem, { url: addressProblem })
  const { payload, user } = req
  const secret = newWebhookSecret()
  try {
    const made = await createWithinCap(payload, { company, collection: 'webhook-endpoints', where: {}, limit: MAX_ENDPOINTS }, (tx) =>
      payload.create({
        collection: 'webhook-endpoints',
        data: { company, ...parsed.data, createdBy: Number(user!.id), secret },
        depth: 0,
        select: { company: true },
        req: tx,
        overrideAccess: true,
      }),
    )
    if (!made) return refusal(409, `A company has at most ${MAX_ENDPOINTS} endpoints. Remove one you no longer use first.`)
    return { ok: true, endpoint: made.id, secret }
  } catch (error) {
    return refusalOf(error, payload, 'No endpoint was added.')
  }
}
