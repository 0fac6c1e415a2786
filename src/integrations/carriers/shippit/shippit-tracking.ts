import { z } from 'zod'

import type { TrackingState } from '@/domain/delivery/tracking'
import type { ParcelReport } from '@/domain/delivery/parcel-report'

/**
 * Shippit's order states in our tracking vocabulary. States before the parcel is booked with a
 * courier (order placed, packing) and Shippit's own bookkeeping (cancelled, a return being
 * arranged) say nothing about where a parcel is, and are left out.
 */
const SHIPPIT_STATES: Record<string, TrackingState> = {
  ready_for_pickup: 'label_created',
  await_collection: 'label_created',
  awaiting_collection: 'label_created',
  awaiting_drop_off: 'label_created',
  in_transit: 'in_transit',
  with_customs: 'in_transit',
  with_driver: 'out_for_delivery',
  completed: 'delivered',
  parcel_completed: 'delivered',
  delivery_attempted: 'exception',
  delivery_failed: 'exception',
  insufficient_address: 'exception',
  damaged: 'exception',
  lost: 'exception',
  pickup_failed: 'exception',
  customs_failed: 'exception',
  customs_on_hold: 'exception',
  customs_awaiting_paym: 'exception',
  untrackable: 'exception',
  returned_to_sender: 'returned_to_sender',
}

/** What the recipient reads for an exception, in place of Shippit's state name. */
const EXCEPTION_WORDS: Record<string, string> = {
  delivery_attempted: 'The courier tried to deliver and could not.',
  delivery_failed: 'The courier could not deliver the parcel.',
  insufficient_address: 'The courier could not find the address.',
  damaged: 'The parcel was damaged in transit.',
  lost: 'The courier has lost track of the parcel.',
  pickup_failed: 'The courier could not collect the parcel.',
  customs_failed: 'The parcel did not clear customs.',
  customs_on_hold: 'The parcel is held at customs.',
  customs_awaiting_paym: 'Customs is waiting for duties to be paid.',
  untrackable: 'The courier has stopped reporting where the parcel is.',
}

const time = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'must be a date and time')

/** The mapped-data webhook Shippit posts on every change of an order (only what we read). */
export const shippitWebhookBody = z.object({
  tracking_number: z.string().trim().min(1).max(60),
  current_state: z.string().max(60).optional(),
  expected_delivery_date: time.nullish(),
  status_history: z
    .array(z.object({ status: z.string().max(60), time }))
    .max(200)
    .default([]),
})

export type ShippitWebhookBody = z.infer<typeof shippitWebhookBody>

/**
 * The report a webhook body makes: its whole status history (Shippit repeats it on each
 * delivery, so a missed webhook is made up by the next), each entry one event.
 */
export function shippitReport(body: ShippitWebhookBody): ParcelReport {
  const events = body.status_history.flatMap(({ status, time: at }) => {
    const state = SHIPPIT_STATES[status]
    return state ? [{ state, carrierStatus: status, at: new Date(at), description: EXCEPTION_WORDS[status] ?? null }] : []
  })
  return {
    carrier: 'shippit',
    trackingNumber: body.tracking_number,
    events,
    estimatedDelivery: body.expected_delivery_date ? new Date(body.expected_delivery_date) : null,
  }
}
