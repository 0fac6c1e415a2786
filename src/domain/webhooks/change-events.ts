// Which webhook events a change of a project, order or shipment raises: pure, from the document as
// it was (`from`, null when it was just made) and as it is now (`to`).
import { summariseArtwork } from '../review-links'
import type { WebhookEventData, WebhookEventType } from './events'

export type RaisedEvent = { type: WebhookEventType; data: WebhookEventData }

type Document = Record<string, unknown> & { id: number | string }

type ArtworkItems = Parameters<typeof summariseArtwork>[0]

const statusOf = (doc: Record<string, unknown> | null): string | null => (typeof doc?.status === 'string' ? doc.status : null)

const entered = (from: Record<string, unknown> | null, to: Document, status: string) => statusOf(to) === status && statusOf(from) !== status

/** Statuses a shipment is booked from: made directly, or released from pending or an approval. */
const BEFORE_BOOKED = [null, 'pending', 'held']

const SHIPMENT_EVENTS: Record<string, WebhookEventType> = {
  shipped: 'shipment.shipped',
  delivered: 'shipment.delivered',
  returned: 'shipment.returned',
  cancelled: 'shipment.cancelled',
}

export function shipmentEvents(from: Record<string, unknown> | null, to: Document): RaisedEvent[] {
  const [before, now] = [statusOf(from), statusOf(to)]
  if (now === null || before === now) return []
  const data = { shipment: Number(to.id), status: now, previousStatus: before }
  if (now === 'requested' && BEFORE_BOOKED.includes(before)) return [{ type: 'shipment.created', data }]
  const type = SHIPMENT_EVENTS[now]
  return type
    ? [{ type, data: type === 'shipment.shipped' ? { ...data, trackingUrl: typeof to.trackingUrl === 'string' ? to.trackingUrl : null } : data }]
    : []
}

/** A project's status moving (not its creation), and its payment arriving. */
export function projectEvents(from: Record<string, unknown> | null, to: Document): RaisedEvent[] {
  const events: RaisedEvent[] = []
  const [before, now] = [statusOf(from), statusOf(to)]
  if (from && now !== null && before !== now)
    events.push({ type: 'project.status_changed', data: { project: Number(to.id), status: now, previousStatus: before } })
  if (to.paymentStatus === 'paid' && from?.paymentStatus !== 'paid') {
    events.push({
      type: 'order.paid',
      data: { project: Number(to.id), paymentMethod: typeof to.paymentMethod === 'string' ? to.paymentMethod : null },
    })
  }
  return events
}

/**
 * An order's proofs sent for approval (it enters Proposal Sent, as staff request approval or send
 * revised artwork), and every proof of it approved.
 */
export function orderEvents(from: Record<string, unknown> | null, to: Document): RaisedEvent[] {
  const events: RaisedEvent[] = []
  const proofs = summariseArtwork(to.artworkReviewItems as ArtworkItems)
  if (entered(from, to, 'proposal_sent') && proofs.awaiting > 0) {
    events.push({ type: 'proof.ready', data: { order: Number(to.id), proofsAwaiting: proofs.awaiting } })
  }
  const before = summariseArtwork(from?.artworkReviewItems as ArtworkItems)
  const allApproved = (summary: typeof proofs) => summary.total > 0 && summary.approved === summary.total
  if (allApproved(proofs) && !(from && allApproved(before)))
    events.push({ type: 'proof.approved', data: { order: Number(to.id), proofs: proofs.total } })
  return events
}

/** A relationship's id, whether it was read as an id or as the document. */
const idOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? Number(id) : null
}

/** An invoice made. */
export const invoiceEvents = (from: Record<string, unknown> | null, to: Document): RaisedEvent[] =>
  from
    ? []
    : [
        {
          type: 'invoice.issued',
          data: { invoice: Number(to.id), number: String(to.number ?? ''), project: idOf(to.project), total: Number(to.total ?? 0) },
        },
      ]

/** A recipient's answer to a link. */
export const recipientResponseEvents = (from: Record<string, unknown> | null, to: Document): RaisedEvent[] =>
  from ? [] : [{ type: 'recipient_link.response', data: { recipientLink: idOf(to.link), response: Number(to.id), shipment: idOf(to.shipment) } }]
