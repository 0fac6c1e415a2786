// Where a shipment is, in the customer's words, and who may move it along. Pending ones
// are drafts no list shows; held ones wait for approval because they went over a budget. A
// returned one came back to the warehouse undelivered, its stock booked back in.

export const SHIPMENT_STATUSES = ['pending', 'held', 'requested', 'processing', 'shipped', 'delivered', 'returned', 'cancelled'] as const

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

export const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  held: 'Awaiting approval',
  requested: 'Requested',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
}

export const shipmentStatusLabel = (status: string): string => SHIPMENT_STATUS_LABELS[status] ?? status

export type ShipmentActor = 'staff' | 'owner'

type ShipmentTransition = { from: ShipmentStatus; to: ShipmentStatus; actors: Partial<Record<ShipmentActor, string>> }

const TRANSITIONS: ShipmentTransition[] = [
  { from: 'pending', to: 'requested', actors: { staff: 'Request shipment' } },
  { from: 'pending', to: 'cancelled', actors: { staff: 'Cancel shipment' } },
  { from: 'held', to: 'cancelled', actors: { staff: 'Cancel shipment', owner: 'Cancel shipment' } },
  { from: 'requested', to: 'processing', actors: { staff: 'Start processing' } },
  { from: 'requested', to: 'cancelled', actors: { staff: 'Cancel shipment', owner: 'Cancel shipment' } },
  { from: 'processing', to: 'shipped', actors: { staff: 'Mark shipped' } },
  { from: 'processing', to: 'cancelled', actors: { staff: 'Cancel shipment' } },
  { from: 'shipped', to: 'delivered', actors: { staff: 'Mark delivered' } },
  { from: 'shipped', to: 'returned', actors: { staff: 'Mark returned to sender' } },
]

export function allowedShipmentTransitions(from: string, actor: ShipmentActor): { to: ShipmentStatus; label: string }[] {
  return TRANSITIONS.flatMap((t) => {
    const label = t.from === from ? t.actors[actor] : undefined
    return label ? [{ to: t.to, label }] : []
  })
}

/**
 * Why a shipment cannot move from `from` to `to`, or null when it can. Shipping needs the
 * tracking link the dispatch email carries.
 */
export function shipmentTransitionProblem(from: string, to: string, actor: ShipmentActor, trackingUrl: string | null | undefined): string | null {
  if (!allowedShipmentTransitions(from, actor).some((t) => t.to === to)) {
    return `A shipment cannot go from ${shipmentStatusLabel(from)} to ${shipmentStatusLabel(to)}.`
  }
  if (to === 'shipped' && !isTrackingUrl(trackingUrl)) return 'Add the tracking link (https://…) before marking the shipment shipped.'
  return null
}

export function isTrackingUrl(value: string | null | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
