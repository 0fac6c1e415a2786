// A parcel's journey as the carrier reports it, in one vocabulary whichever carrier carries it.
// Carriers repeat events and deliver them out of order; the rules here make applying an event
// once, twice or late give the same answer.

export const TRACKING_STATES = ['label_created', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned_to_sender'] as const

export type TrackingState = (typeof TRACKING_STATES)[number]

export const TRACKING_STATE_LABELS: Record<TrackingState, string> = {
  label_created: 'Label created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  exception: 'Needs attention',
  returned_to_sender: 'Returned to us',
}

export const trackingStateLabel = (state: string): string => TRACKING_STATE_LABELS[state as TrackingState] ?? state

/** Where a parcel is now: its state and the carrier's time of the event that put it there. */
export type ParcelPosition = { state: TrackingState; at: Date }

/** One carrier event, already in our vocabulary. */
export type ParcelEvent = { state: TrackingState; at: Date }

const FINAL: ReadonlySet<TrackingState> = new Set(['delivered', 'returned_to_sender'])

export const isFinalTrackingState = (state: string): boolean => FINAL.has(state as TrackingState)

/**
 * Where the parcel is after `event`. The newest event by the carrier's clock decides, so one
 * arriving late does not undo a later scan (a repeated state only moves the clock on); a
 * delivered or returned parcel stays so, even when that scan is the one arriving late.
 */
export function positionAfter(current: ParcelPosition | null, event: ParcelEvent): ParcelPosition {
  if (current === null) return event
  if (FINAL.has(current.state)) return current
  if (FINAL.has(event.state)) return event
  return event.at.getTime() > current.at.getTime() ? event : current
}

/** The position after all of `events` (in any order), and whether its state changed. */
export function positionAfterAll(current: ParcelPosition | null, events: ParcelEvent[]): { position: ParcelPosition | null; moved: boolean } {
  const byTime = [...events].sort((a, b) => a.at.getTime() - b.at.getTime())
  const position = byTime.reduce<ParcelPosition | null>(positionAfter, current)
  return { position, moved: position !== null && position.state !== current?.state }
}

/**
 * The shipment statuses a tracking state walks a shipment through from the one it has, in
 * order: a parcel moving is shipped, a delivered one delivered, a returned one returned (a
 * parcel scanned delivered before any scan in transit is shipped first, so the dispatch email
 * still goes). Empty when the status stays: a label alone does not ship the parcel, and a
 * cancelled or finished shipment is not revived.
 */
export function shipmentStatusesFor(state: TrackingState, status: string): ('shipped' | 'delivered' | 'returned')[] {
  if ((status !== 'processing' && status !== 'shipped') || state === 'label_created') return []
  const shipped = status === 'processing' ? (['shipped'] as const) : []
  if (state === 'delivered') return [...shipped, 'delivered']
  if (state === 'returned_to_sender') return [...shipped, 'returned']
  return [...shipped]
}
