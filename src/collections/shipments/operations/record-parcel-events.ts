import type { Payload, PayloadRequest } from 'payload'

import { carrierLabel } from '@/domain/delivery/carriers'
import type { CarrierEvent, ParcelReport } from '@/domain/delivery/parcel-report'
import { queueStaffNotice } from '@/email/staff-notice'
import { unmatchedParcelEmail } from '@/email/templates/parcel-moved'
import { serverURL } from '@/platform/http/server-url'
import { positionAfterAll, shipmentStatusesFor, type ParcelPosition, type TrackingState } from '@/domain/delivery/tracking'
import { inTransaction, lockRow } from '@/platform/database/transactions'
import { relationId } from '@/platform/relation-id'

/** What became of a report: `unmatched` when no shipment carries the consignment (kept for staff). */
export type ParcelReportOutcome = { outcome: 'moved' | 'unchanged' | 'unmatched'; recorded: number; shipment: number | null }

const eventKeyOf = (report: ParcelReport, event: CarrierEvent) =>
  `${report.carrier}:${report.trackingNumber}:${event.carrierStatus}:${event.at.toISOString()}`

const recordEvent = async (req: PayloadRequest, report: ParcelReport, event: CarrierEvent, shipment: number | null) => {
  await req.payload.create({
    collection: 'parcel-events',
    data: {
      eventKey: eventKeyOf(report, event),
      carrier: report.carrier,
      trackingNumber: report.trackingNumber,
      shipment,
      state: event.state,
      carrierStatus: event.carrierStatus,
      occurredAt: event.at.toISOString(),
      description: event.description?.slice(0, 500) ?? null,
    },
    depth: 0,
    req,
  })
}

type Recorded = { id: number; shipment: number | null }

const eventsRecorded = async (req: PayloadRequest, keys: string[]): Promise<Map<string, Recorded>> => {
  if (keys.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'parcel-events',
    where: { eventKey: { in: keys } },
    limit: keys.length,
    pagination: false,
    depth: 0,
    req,
    select: { eventKey: true, shipment: true },
  })
  return new Map(docs.map((doc) => [doc.eventKey, { id: Number(doc.id), shipment: relationId(doc.shipment) }]))
}

/**
 * The report's events not yet recorded for `shipment`, each once (the same event twice in one
 * report counts once too). Events kept before any shipment carried the consignment are taken
 * up by the shipment now carrying it, and count as new for it.
 */
const newEventsOf = async (req: PayloadRequest, report: ParcelReport, shipment: number | null): Promise<CarrierEvent[]> => {
  const unique = new Map(report.events.map((event) => [eventKeyOf(report, event), event]))
  const recorded = await eventsRecorded(req, [...unique.keys()])
  const fresh: CarrierEvent[] = []
  for (const [key, event] of unique) {
    const earlier = recorded.get(key)
    if (!earlier) {
      await recordEvent(req, report, event, shipment)
      fresh.push(event)
    } else if (earlier.shipment === null && shipment !== null) {
      await req.payload.update({ collection: 'parcel-events', id: earlier.id, data: { shipment }, depth: 0, req })
      fresh.push(event)
    }
  }
  return fresh
}

const positionOf = (shipment: { trackingState?: string | null; trackingAt?: string | null }): ParcelPosition | null =>
  shipment.trackingState && shipment.trackingAt ? { state: shipment.trackingState as TrackingState, at: new Date(shipment.trackingAt) } : null

/**
 * Moves the shipment to where the carrier's newest event puts it, once: under the shipment's row
 * lock, events already recorded are dropped, the rest are recorded and folded into its position,
 * and only a change of state is written, through the collection (so its status walks the
 * shipment machine, a returned parcel's stock comes back through the ledger, and the emails and
 * webhooks of the change go out with it, all in this transaction).
 */
const moveShipment = async (req: PayloadRequest, report: ParcelReport, id: number): Promise<ParcelReportOutcome> => {
  await lockRow(req, 'shipments', id)
  const events = await newEventsOf(req, report, id)
  if (events.length === 0) return { outcome: 'unchanged', recorded: 0, shipment: id }
  const shipment = await req.payload.findByID({
    collection: 'shipments',
    id,
    depth: 0,
    req,
    select: { status: true, trackingState: true, trackingAt: true, estimatedDelivery: true },
  })
  const { position, moved } = positionAfterAll(positionOf(shipment), events)
  const estimate = report.estimatedDelivery?.toISOString()
  const newEstimate = estimate !== undefined && estimate !== shipment.estimatedDelivery
  if (!position || (!moved && !newEstimate && position.at.toISOString() === shipment.trackingAt)) {
    return { outcome: 'unchanged', recorded: events.length, shipment: id }
  }
  const latest = events.find((event) => event.state === position.state && event.at.getTime() === position.at.getTime())
  const tracking = {
    trackingState: position.state,
    trackingAt: position.at.toISOString(),
    ...(moved ? { trackingNote: latest?.description ?? null } : {}),
    ...(newEstimate ? { estimatedDelivery: estimate } : {}),
  }
  const statuses = moved ? shipmentStatusesFor(position.state, shipment.status) : []
  const steps = statuses.length > 0 ? statuses.map((status, index) => ({ ...(index === 0 ? tracking : {}), status })) : [tracking]
  for (const data of steps) await req.payload.update({ collection: 'shipments', id, data, depth: 0, req })
  return { outcome: moved ? 'moved' : 'unchanged', recorded: events.length, shipment: id }
}

const shipmentCarrying = async (req: PayloadRequest, report: ParcelReport): Promise<number | null> => {
  const { docs } = await req.payload.find({
    collection: 'shipments',
    where: { and: [{ carrier: { equals: report.carrier } }, { trackingNumber: { equals: report.trackingNumber } }] },
    limit: 1,
    depth: 0,
    req,
    select: {},
  })
  return docs[0] ? Number(docs[0].id) : null
}

const tellStaffOfUnmatched = (req: PayloadRequest, report: ParcelReport) => {
  req.payload.logger.warn({ msg: `Tracking for unknown ${report.carrier} consignment ${report.trackingNumber} kept for staff` })
  const adminUrl = `${serverURL()}/admin/collections/parcel-events?where[trackingNumber][equals]=${encodeURIComponent(report.trackingNumber)}`
  return queueStaffNotice(
    req,
    unmatchedParcelEmail({ carrier: carrierLabel(report.carrier) ?? report.carrier, trackingNumber: report.trackingNumber, adminUrl }),
  )
}

/**
 * Records what a carrier reported about a consignment and moves its shipment, whatever the
 * order and however often the carrier repeats itself. Trusted server code: the carrier's
 * webhook or the tracking poll call it after authenticating the carrier.
 */
export async function recordParcelReport(payload: Payload, report: ParcelReport): Promise<ParcelReportOutcome> {
  try {
    return await inTransaction(payload, async (req) => {
      const shipment = await shipmentCarrying(req, report)
      if (shipment !== null) return moveShipment(req, report, shipment)
      const events = await newEventsOf(req, report, null)
      if (events.length > 0) await tellStaffOfUnmatched(req, report)
      return { outcome: 'unmatched', recorded: events.length, shipment: null }
    })
  } catch (error) {
    // Two deliveries of an event for an unknown consignment can race to record it; the unique
    // key lets one through, and the other finds it recorded.
    const recorded = await inTransaction(payload, (req) =>
      eventsRecorded(
        req,
        report.events.map((event) => eventKeyOf(report, event)),
      ),
    ).catch(() => null)
    if (recorded && report.events.every((event) => recorded.has(eventKeyOf(report, event))))
      return { outcome: 'unchanged', recorded: 0, shipment: null }
    throw error
  }
}
