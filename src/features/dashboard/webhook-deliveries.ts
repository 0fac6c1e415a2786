import type { CustomerUser } from '@/collections/customers/customer-user'
import { DELIVERY_STATUSES, type DeliveryStatus } from '@/collections/webhooks/WebhookDeliveries'
import { roleAllows } from '@/domain/company-roles'
import { payloadClient } from '@/payload-client'
import { runStatement } from '@/platform/database/run-statement'

export type { DeliveryStatus }

/** One event sent (or being sent) to an endpoint, and how its latest try went. */
export type WebhookDeliveryView = {
  id: number
  /** The event's type (`shipment.shipped`) and the id receivers de-duplicate on (`evt_…`). */
  eventType: string
  eventId: string
  status: DeliveryStatus
  attempts: number
  lastStatusCode: number | null
  lastDurationMs: number | null
  lastError: string | null
  lastAttemptAt: string | null
  nextAttemptAt: string | null
  deliveredAt: string | null
  createdAt: string
}

export type DeliveryLogPage = { deliveries: WebhookDeliveryView[]; page: number; totalPages: number; totalDocs: number }

export const DELIVERIES_PER_PAGE = 25

/**
 * One page of an endpoint's delivery log, newest first, read as the member (so another company's
 * endpoint has none). The caller has read the endpoint itself; an empty log for anyone else.
 */
export async function getWebhookDeliveries(customer: CustomerUser, endpoint: number, page: number): Promise<DeliveryLogPage> {
  const company = customer.acting
  if (!company || !roleAllows(company.role, 'manageSettings')) return { deliveries: [], page, totalPages: 0, totalDocs: 0 }
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'webhook-deliveries',
    where: { and: [{ company: { equals: company.id } }, { endpoint: { equals: endpoint } }] },
    select: {
      event: true,
      status: true,
      attempts: true,
      lastStatusCode: true,
      lastDurationMs: true,
      lastError: true,
      lastAttemptAt: true,
      nextAttemptAt: true,
      deliveredAt: true,
      createdAt: true,
    },
    populate: { 'webhook-events': { eventId: true, type: true } },
    // The id breaks ties between deliveries made in the same millisecond (one event, several endpoints).
    sort: ['-createdAt', '-id'],
    limit: DELIVERIES_PER_PAGE,
    page,
    depth: 1,
    user: customer,
    overrideAccess: false,
  })
  return {
    deliveries: result.docs.map((doc) => {
      const event = typeof doc.event === 'object' ? doc.event : null
      return {
        id: doc.id,
        eventType: event?.type ?? '',
        eventId: event?.eventId ?? '',
        status: doc.status,
        attempts: doc.attempts,
        lastStatusCode: doc.lastStatusCode ?? null,
        lastDurationMs: doc.lastDurationMs ?? null,
        lastError: doc.lastError ?? null,
        lastAttemptAt: doc.lastAttemptAt ?? null,
        nextAttemptAt: doc.nextAttemptAt ?? null,
        deliveredAt: doc.deliveredAt ?? null,
        createdAt: doc.createdAt,
      }
    }),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

export type DeliveryCounts = Record<DeliveryStatus, number>

/** How far back the endpoint list counts deliveries. */
export const RECENT_DELIVERY_DAYS = 7

/**
 * The last week's deliveries of each of `endpoints` (ones the member has just read, as a page
 * does first) by status: one grouped count over the company's deliveries, where Payload's count
 * would take a query per endpoint and status.
 */
export async function recentDeliveryCounts(company: number, endpoints: number[]): Promise<Map<number, DeliveryCounts>> {
  const counts = new Map(endpoints.map((id) => [id, Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as DeliveryCounts]))
  if (endpoints.length === 0) return counts
  const since = new Date(Date.now() - RECENT_DELIVERY_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const rows = await runStatement(
    { payload: await payloadClient() },
    (sql) => sql`SELECT endpoint_id AS endpoint, status, count(*) AS deliveries FROM webhook_deliveries
      WHERE company_id = ${company} AND created_at >= ${since} GROUP BY endpoint_id, status`,
  )
  for (const row of rows) {
    const counted = counts.get(Number(row.endpoint))
    if (counted && (DELIVERY_STATUSES as readonly unknown[]).includes(row.status)) counted[row.status as DeliveryStatus] = Number(row.deliveries)
  }
  return counts
}
