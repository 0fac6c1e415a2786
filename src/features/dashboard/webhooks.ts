import type { CustomerUser } from '@/collections/customers/customer-user'
import { MAX_ENDPOINTS } from '@/collections/webhooks/record-webhook-event'
import { roleAllows } from '@/domain/company-roles'
import { webhookEndpointState, type WebhookEndpointState } from '@/domain/webhooks/endpoint-state'
import { isWebhookEventType, type WebhookEventType } from '@/domain/webhooks/events'
import type { WebhookEndpoint } from '@/payload-types'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'
import { recentDeliveryCounts, type DeliveryCounts } from './webhook-deliveries'

/** One of the active company's webhook endpoints as its owners and admins see it: never its signing secret. */
export type WebhookEndpointView = {
  id: number
  url: string
  description: string | null
  events: WebhookEventType[]
  state: WebhookEndpointState
  failingSince: string | null
  disabledAt: string | null
  disabledReason: string | null
  createdAt: string
  /** Who added it, by name; null when they have since left. */
  createdBy: string | null
  /** Its deliveries of the last seven days, by status. */
  recent: DeliveryCounts
}

const SELECT = {
  url: true,
  description: true,
  events: true,
  failingSince: true,
  disabledAt: true,
  disabledReason: true,
  createdAt: true,
  createdBy: true,
} as const

type EndpointRow = Pick<WebhookEndpoint, 'id' | keyof typeof SELECT>

/** The company's endpoints (or just endpoint `id`), newest first, read as the member so access decides as it does for REST. */
async function readEndpoints(customer: CustomerUser, id?: number): Promise<WebhookEndpointView[]> {
  const company = customer.acting
  if (!company || !roleAllows(company.role, 'manageSettings')) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'webhook-endpoints',
    where: { company: { equals: company.id }, ...(id === undefined ? {} : { id: { equals: id } }) },
    select: SELECT,
    sort: '-createdAt',
    limit: MAX_ENDPOINTS,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const [creators, counts] = await Promise.all([
    customerNames([...new Set(docs.flatMap((doc) => relationId(doc.createdBy) ?? []))]),
    recentDeliveryCounts(
      company.id,
      docs.map((doc) => doc.id),
    ),
  ])
  return docs.map((doc: EndpointRow) => ({
    id: doc.id,
    url: doc.url,
    description: doc.description || null,
    events: Array.isArray(doc.events) ? doc.events.filter(isWebhookEventType) : [],
    state: webhookEndpointState(doc),
    failingSince: doc.failingSince ?? null,
    disabledAt: doc.disabledAt ?? null,
    disabledReason: doc.disabledReason ?? null,
    createdAt: doc.createdAt,
    createdBy: creators.get(relationId(doc.createdBy) ?? -1)?.name ?? null,
    recent: counts.get(doc.id)!,
  }))
}

/** The active company's endpoints, newest first; none for a member who may not manage them. Never kept: a change shows at once. */
export const getWebhookEndpoints = (customer: CustomerUser): Promise<WebhookEndpointView[]> => readEndpoints(customer)

/** One of the active company's endpoints, or null when it is missing, another company's, or not the member's to manage. */
export const getWebhookEndpoint = async (customer: CustomerUser, id: number): Promise<WebhookEndpointView | null> =>
  (await readEndpoints(customer, id))[0] ?? null
