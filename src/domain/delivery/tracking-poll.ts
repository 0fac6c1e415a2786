// Which parcels a carrier that does not push its events is asked about, and in what portions.
import { isFinalTrackingState, TRACKING_STATES } from './tracking'

/** A shipment is asked after from when staff give it a consignment number until it arrives or comes back. */
export const POLLED_SHIPMENT_STATUSES = ['processing', 'shipped'] as const

/** The tracking states a parcel can still move on from: one delivered or returned is not asked about again. */
export const OPEN_TRACKING_STATES = TRACKING_STATES.filter((state) => !isFinalTrackingState(state))

/** `items` in consecutive groups of at most `size`, in order. */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups
}
