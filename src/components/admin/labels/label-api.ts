import type { Carrier } from '@/domain/delivery/carriers'
import type { RankedQuote } from '@/domain/delivery/service-quote'
import { adminRequest } from '../admin-api'

/**
 * The Labels page's calls to the label endpoints (collections/shipments/endpoints/), each answer
 * turned into what a row or a button shows: never a throw, always words.
 */

/** Where a purchase left the shipment, as its row shows it. */
export type PurchaseOutcome =
  | { state: 'bought'; carrier: string; trackingNumber: string; serviceName: string | null }
  | { state: 'buying' }
  | { state: 'failed'; problem: string }

type PurchaseBody = { state?: string; carrier?: string; trackingNumber?: string; serviceName?: string | null; problem?: string }

/** POST /shipments/:id/label, with the service staff chose from the quotes, or none for the best one. */
export async function buyLabel(shipment: number, choice?: { carrier: string; service: string }): Promise<PurchaseOutcome> {
  const answer = await adminRequest<PurchaseBody>(`/shipments/${shipment}/label`, { method: 'POST', body: choice ?? {} })
  // A failed purchase answers 502 with its reasons, one customs holds 409, so the body is read whatever the status.
  const body = answer.body as PurchaseBody | null | undefined
  if (body?.state === 'bought' && body.carrier && body.trackingNumber) {
    return { state: 'bought', carrier: body.carrier, trackingNumber: body.trackingNumber, serviceName: body.serviceName ?? null }
  }
  if (body?.state === 'buying') return { state: 'buying' }
  if ((body?.state === 'failed' || body?.state === 'held') && body.problem) return { state: 'failed', problem: body.problem }
  return { state: 'failed', problem: answer.ok ? 'The server’s answer did not say whether a label was bought. Reload to see.' : answer.message }
}

export type ShipmentQuotes = { quotedAt: string; quotes: RankedQuote[]; problems: string[] }

/** POST /shipments/:id/quotes: every carrier's services for the parcel, in the order a purchase would try them. */
export async function quoteShipment(shipment: number): Promise<{ ok: true; rates: ShipmentQuotes } | { ok: false; message: string }> {
  const answer = await adminRequest<ShipmentQuotes>(`/shipments/${shipment}/quotes`, { method: 'POST', body: {} })
  if (!answer.ok) return { ok: false, message: answer.message }
  return { ok: true, rates: { quotedAt: answer.body.quotedAt, quotes: answer.body.quotes ?? [], problems: answer.body.problems ?? [] } }
}

/** POST /shipping-manifests/today: the carrier's labelled parcels handed over on today's manifest, in the endpoint's words. */
export async function manifestToday(carrier: Carrier, carrierName: string): Promise<{ ok: boolean; message: string }> {
  const answer = await adminRequest<{ message?: string }>('/shipping-manifests/today', { method: 'POST', body: { carrier } })
  if (!answer.ok) return { ok: false, message: answer.message }
  return { ok: true, message: answer.body?.message ?? `${carrierName}'s manifest is made.` }
}

/** The one PDF of the shipments' labels, opened in the browser to print. */
export const printLabelsUrl = (shipments: readonly number[]) => `/payload-api/shipping-labels/print?shipments=${shipments.join(',')}`
