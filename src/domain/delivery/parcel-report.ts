// What a carrier says about one consignment, in our vocabulary, whichever carrier said it.
import type { Carrier } from './carriers'
import type { TrackingState } from './tracking'

/** One carrier event, with the carrier's own word and time for it. */
export type CarrierEvent = { state: TrackingState; carrierStatus: string; at: Date; description?: string | null }

/** A consignment's events (any order, repeats welcome) and the carrier's delivery estimate. */
export type ParcelReport = { carrier: Carrier; trackingNumber: string; events: CarrierEvent[]; estimatedDelivery?: Date | null }
