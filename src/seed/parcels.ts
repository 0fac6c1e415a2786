import type { Payload } from 'payload'

import { recordParcelReport } from '@/collections/shipments/operations/record-parcel-events'
import { startOfToday } from '@/domain/display-date'
import { shippitReport } from '@/integrations/carriers/shippit/shippit-tracking'
import { runStatement } from '@/platform/database/run-statement'
import { seedParcelLabel } from './parcel-labels'

const hour = 60 * 60 * 1000
const day = 24 * hour

/** One of Shippit's order states, `daysAgo` days back at a time of day on Sydney's clock ("14:05"). */
type Scan = [status: string, daysAgo: number, time: string]

/**
 * A demo parcel's journey as Shippit reports it: its consignment number, its status history
 * (the first scan is when the warehouse handed it over, which is when staff processed it) and
 * Shippit's delivery estimate in days from today.
 */
export type ParcelPlan = { trackingNumber: string; scans: Scan[]; expectedInDays?: number }

/**
 * The moment `daysAgo` days back at `time` in Sydney (an hour out on the two days the clocks
 * change, which a demo does not mind); never later than a few minutes ago, so a parcel seeded
 * before breakfast is still out for delivery today rather than in the future.
 */
const sydneyMoment = (now: Date, daysAgo: number, time: string): Date => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const moment = startOfToday(now).getTime() - daysAgo * day + hours * hour + minutes * 60_000
  return new Date(Math.min(moment, now.getTime() - 5 * 60_000))
}

/** Shippit's webhook body for the plan, as its webhook would post it. */
const shippitBody = (plan: ParcelPlan, now: Date) => ({
  tracking_number: plan.trackingNumber,
  status_history: plan.scans.map(([status, daysAgo, time]) => ({ status, time: sydneyMoment(now, daysAgo, time).toISOString() })),
  expected_delivery_date:
    plan.expectedInDays === undefined ? null : new Date(startOfToday(now).getTime() + plan.expectedInDays * day + 12 * hour).toISOString(),
})

// The Shippit status whose first scan moved the shipment into each of its statuses.
const STATUS_SCANS: Record<string, string> = { shipped: 'in_transit', delivered: 'completed', returned: 'returned_to_sender' }

/**
 * The moment the shipment entered each of its statuses: requested the day before staff processed
 * it, processed when the label was made, then as the carrier's scans moved it.
 */
const statusMoments = (statusHistory: { status: string; time: string }[]): Map<string, string> => {
  const firstScans = new Map<string, string>()
  for (const { status, time } of statusHistory) if (!firstScans.has(status)) firstScans.set(status, time)
  const processed = statusHistory[0]!.time
  const moments = new Map([
    ['requested', new Date(Date.parse(processed) - day).toISOString()],
    ['processing', processed],
  ])
  for (const [status, scan] of Object.entries(STATUS_SCANS)) if (firstScans.has(scan)) moments.set(status, firstScans.get(scan)!)
  return moments
}

/**
 * The shipment and its audit log dated as its journey says (the seed made it all just now):
 * the insights read leaving and arriving from the log, the dashboard the request from the shipment.
 */
const backdateJourney = async (payload: Payload, shipment: number, moments: Map<string, string>) => {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ collectionSlug: { equals: 'shipments' } }, { documentId: { equals: String(shipment) } }] },
    pagination: false,
    depth: 0,
    select: { toStatus: true },
  })
  for (const entry of docs) {
    const moment = moments.get(entry.toStatus ?? '')
    if (moment) await payload.db.updateOne({ collection: 'audit-log', id: entry.id, data: { createdAt: moment } })
  }
  const requested = moments.get('requested')!
  await runStatement({ payload }, (sql) => sql`UPDATE shipments SET created_at = ${requested} WHERE id = ${shipment}`)
}

/**
 * Sends a requested demo shipment on its journey the way a live one goes: staff process it with
 * Shippit's label (its consignment number gives it its tracking page), and Shippit reports its
 * scans through the same operation as its webhook, which ships, delivers or returns the shipment
 * (a returned one's stock coming back through the ledger).
 */
export async function seedParcelJourney(payload: Payload, shipment: number, plan: ParcelPlan, now = new Date()) {
  const body = shippitBody(plan, now)
  const moments = statusMoments(body.status_history)
  await payload.update({
    collection: 'shipments',
    id: shipment,
    data: {
      status: 'processing',
      carrier: 'shippit',
      trackingNumber: plan.trackingNumber,
      processedAt: moments.get('processing'),
      ...(await seedParcelLabel(payload, shipment, plan.trackingNumber)),
    },
    depth: 0,
  })
  await recordParcelReport(payload, shippitReport(body))
  await backdateJourney(payload, shipment, moments)
}

/**
 * Harbour & Co.'s parcels on the road: one in transit, one out for delivery today, one delivered,
 * one the courier could not deliver, one that came back after two failed attempts.
 */
export const DEMO_PARCELS = {
  delivered: {
    trackingNumber: 'PPHB7K2Q9D',
    scans: [
      ['ready_for_pickup', 12, '10:05'],
      ['in_transit', 12, '15:40'],
      ['in_transit', 11, '06:15'],
      ['with_driver', 9, '07:50'],
      ['completed', 9, '11:32'],
    ],
  },
  inTransit: {
    trackingNumber: 'PPHB3M8T4L',
    scans: [
      ['ready_for_pickup', 2, '09:30'],
      ['in_transit', 2, '14:10'],
      ['in_transit', 1, '05:45'],
    ],
    expectedInDays: 1,
  },
  outForDelivery: {
    trackingNumber: 'PPHB5R1W6C',
    scans: [
      ['ready_for_pickup', 3, '11:20'],
      ['in_transit', 3, '16:05'],
      ['in_transit', 1, '21:30'],
      ['with_driver', 0, '07:12'],
    ],
    expectedInDays: 0,
  },
  exception: {
    trackingNumber: 'PPHB9F4N2X',
    scans: [
      ['ready_for_pickup', 5, '10:00'],
      ['in_transit', 5, '15:30'],
      ['in_transit', 3, '08:10'],
      ['with_driver', 1, '07:45'],
      ['insufficient_address', 1, '13:05'],
    ],
    expectedInDays: -1,
  },
  returned: {
    trackingNumber: 'PPHB2J6V8S',
    scans: [
      ['ready_for_pickup', 20, '09:40'],
      ['in_transit', 20, '15:00'],
      ['in_transit', 18, '06:30'],
      ['with_driver', 16, '07:20'],
      ['delivery_attempted', 16, '12:45'],
      ['with_driver', 15, '07:35'],
      ['delivery_attempted', 15, '13:10'],
      ['returned_to_sender', 10, '14:00'],
    ],
  },
} satisfies Record<string, ParcelPlan>
