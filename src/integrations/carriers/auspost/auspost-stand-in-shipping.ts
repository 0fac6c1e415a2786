// Australia Post's shipping endpoints for the local stand-in (auspost-stand-in.ts): item prices,
// shipments (and deleting them), labels and orders with their summary, answered in the documented
// shapes (only what a reader might look at), with failures told per operation and a record of what
// was bought, declared to customs and cancelled.
import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { setTimeout as pause } from 'node:timers/promises'

import { isInternational } from '@/domain/delivery/customs'

import { servicesTo, type StandInService } from '../stand-in-services'
import { AUSPOST_TYPICAL_BUSINESS_DAYS } from './auspost-quote'
import { labelPdf, orderSummaryPdf } from './auspost-stand-in-pdf'
import { notFound, refusal, UNAUTHORISED, type StandInReply } from './auspost-stand-in-replies'
import {
  customsRefusal,
  declarationOf,
  parsed,
  PRICES_ASKED,
  SHIPMENT_IDS,
  SHIPMENTS_ASKED,
  type AskedShipment,
  type AusPostDeclaration,
} from './auspost-stand-in-requests'

/**
 * Parcel Post and Express Post within Australia, International Standard and International Express
 * overseas. Australia Post's prices give no delivery estimate, so their business days are the
 * adapter's typical days for the codes; services set later keep their `businessDays` for the
 * record only, the adapter counting its own.
 */
export const AUSPOST_STAND_IN_SERVICES: readonly StandInService[] = [
  { code: '3D55', name: 'Parcel Post', priceCents: 1495, businessDays: AUSPOST_TYPICAL_BUSINESS_DAYS['3D55'] },
  { code: '3J55', name: 'Express Post', priceCents: 2450, businessDays: AUSPOST_TYPICAL_BUSINESS_DAYS['3J55'] },
  { code: 'PTI7', name: 'International Standard', priceCents: 4250, businessDays: AUSPOST_TYPICAL_BUSINESS_DAYS.PTI7, international: true },
  { code: 'ECM8', name: 'International Express', priceCents: 7895, businessDays: AUSPOST_TYPICAL_BUSINESS_DAYS.ECM8, international: true },
]

export type AusPostOperation = 'quote' | 'label' | 'manifest' | 'cancel'
/** An HTTP status to answer with, an answer held back ('timeout'), or one the app cannot read. */
export type AusPostFault = number | 'timeout' | 'malformed'
export type BoughtAusPostLabel = { reference: string; trackingNumber: string; shipmentId: string; service: string }
export type AusPostOrder = { orderId: string; shipmentIds: string[] }

type Booked = BoughtAusPostLabel & { itemId: string; serviceName: string; priceCents: number; ordered: boolean; deleted: boolean }
type LabelRequest = { requestId: string; shipmentIds: string[]; malformed: boolean; requestedAt: string }
type Asked = { body: unknown; origin: string; params: string[]; malformed: boolean }
type Route = { operation?: AusPostOperation; open?: boolean; answer: (asked: Asked) => StandInReply | Promise<StandInReply> }

/** How long a 'timeout' holds its answer, unless the stand-in closes first. */
const HOLD_MS = 60_000
const NOT_JSON: StandInReply = { status: 200, bytes: new TextEncoder().encode('<html>Upstream timed out</html>'), contentType: 'application/json' }
/** The postcode the stand-in does not deliver to, as Australia Post refuses a suburb, state and postcode that do not go together. */
const UNDELIVERABLE_POSTCODE = '0000'

const money = (cents: number) => ({
  total_cost: cents / 100,
  total_cost_ex_gst: Math.round(cents / 1.1) / 100,
  total_gst: (cents - Math.round(cents / 1.1)) / 100,
})
const newId = () => randomBytes(18).toString('base64url')
const undeliverable = (field: string) =>
  refusal(400, 'STAND-IN-400', 'INVALID_ADDRESS', 'The suburb, state and postcode of the delivery address do not go together.', field)

export function ausPostShippingStandIn(options: {
  accountNumber: string
  services?: readonly StandInService[]
  /** Makes a new consignment known to tracking, by its first scan. */
  scan: (trackingId: string, event: { description: string; date: string }) => void
  /** Aborted when the stand-in closes, which ends every answer held back. */
  closing: AbortSignal
}) {
  let services = [...(options.services ?? AUSPOST_STAND_IN_SERVICES)]
  const faults = new Map<AusPostOperation, AusPostFault[]>()
  const booked = new Map<string, Booked>()
  const labelRequests = new Map<string, LabelRequest>()
  const labels: BoughtAusPostLabel[] = []
  const orders: AusPostOrder[] = []
  const cancelled: string[] = []
  const declarations: AusPostDeclaration[] = []

  const unknownShipment = (ids: string[]) => {
    const unknown = ids.find((id) => !booked.get(id) || booked.get(id)!.deleted)
    return unknown === undefined ? null : refusal(400, 'STAND-IN-400', 'SHIPMENT_NOT_FOUND', `The shipment ${unknown} is not one of this account's.`)
  }

  function prices({ body }: Asked): StandInReply {
    const asked = parsed(PRICES_ASKED, body)
    if ('reply' in asked) return asked.reply
    if (asked.ok.to.postcode === UNDELIVERABLE_POSTCODE) return undeliverable('to.postcode')
    const prices = servicesTo(services, asked.ok.to.country).map(({ code, name, priceCents }) => {
      const { total_cost, total_cost_ex_gst, total_gst } = money(priceCents)
      return {
        product_id: code,
        product_type: name.toUpperCase(),
        calculated_price: total_cost,
        calculated_price_ex_gst: total_cost_ex_gst,
        calculated_gst: total_gst,
      }
    })
    return { status: 200, body: { items: asked.ok.items.map((item) => ({ ...item, prices, errors: [], warnings: [] })) } }
  }

  function book(shipment: AskedShipment) {
    const [item] = shipment.items
    const { code, name: serviceName, priceCents } = services.find((service) => service.code === item!.product_id)!
    const trackingNumber = `AP${randomBytes(4).toString('hex').toUpperCase()}`
    const reference = shipment.shipment_reference ?? ''
    const entry: Booked = {
      reference,
      trackingNumber,
      shipmentId: newId(),
      service: code,
      itemId: newId(),
      serviceName,
      priceCents,
      ordered: false,
      deleted: false,
    }
    booked.set(entry.shipmentId, entry)
    if (isInternational(shipment.to.country)) declarations.push(declarationOf(shipment))
    options.scan(trackingNumber, { description: 'Shipping information received', date: new Date().toISOString() })
    const item_summary = { ...money(priceCents), status: 'Created' }
    return {
      shipment_id: entry.shipmentId,
      shipment_reference: reference,
      shipment_creation_date: new Date().toISOString(),
      items: [
        {
          item_id: entry.itemId,
          item_reference: item!.item_reference,
          product_id: code,
          tracking_details: { article_id: `${trackingNumber}01`, consignment_id: trackingNumber },
          item_summary,
        },
      ],
      shipment_summary: { ...item_summary, number_of_items: 1 },
    }
  }

  function createShipments({ body }: Asked): StandInReply {
    const asked = parsed(SHIPMENTS_ASKED, body)
    if ('reply' in asked) return asked.reply
    const { shipments } = asked.ok
    const faulty = shipments.findIndex((shipment) => shipment.to.postcode === UNDELIVERABLE_POSTCODE)
    if (faulty >= 0) return undeliverable(`shipments[${faulty}].to.postcode`)
    const unoffered = shipments.findIndex(({ items }) => !services.some(({ code }) => code === items[0]!.product_id))
    if (unoffered >= 0) {
      const message = `The product ${shipments[unoffered]!.items[0]!.product_id} is not available on this account.`
      return refusal(400, 'STAND-IN-400', 'PRODUCT_NOT_AVAILABLE', message, `shipments[${unoffered}].items[0].product_id`)
    }
    const undeclared = customsRefusal(shipments)
    if (undeclared) return undeclared
    return { status: 201, body: { shipments: shipments.map(book) } }
  }

  const labelOf = ({ requestId, shipmentIds, requestedAt }: LabelRequest, origin: string | null) => ({
    request_id: requestId,
    request_date: requestedAt,
    status: origin ? 'AVAILABLE' : 'PENDING',
    ...(origin ? { url: `${origin}/files/labels/${requestId}.pdf`, url_creation_date: new Date().toISOString() } : {}),
    shipments: shipmentIds.map((shipment_id) => ({ shipment_id })),
  })

  /** Labels are made "in the background": the request is PENDING, and the label AVAILABLE when next asked. */
  function createLabels({ body, malformed }: Asked): StandInReply {
    const asked = parsed(SHIPMENT_IDS, body)
    if ('reply' in asked) return asked.reply
    const shipmentIds = asked.ok.shipments.map(({ shipment_id }) => shipment_id)
    const unknown = unknownShipment(shipmentIds)
    if (unknown) return unknown
    const request = { requestId: randomUUID(), shipmentIds, malformed, requestedAt: new Date().toISOString() }
    labelRequests.set(request.requestId, request)
    if (!malformed) {
      labels.push(
        ...shipmentIds
          .map((id) => booked.get(id)!)
          .map(({ reference, trackingNumber, shipmentId, service }) => ({ reference, trackingNumber, shipmentId, service })),
      )
    }
    return { status: 200, body: { labels: [labelOf(request, null)] } }
  }

  function label({ params: [requestId], origin }: Asked): StandInReply {
    const request = labelRequests.get(requestId!)
    return request
      ? { status: 200, body: { labels: [labelOf(request, origin)] } }
      : refusal(404, 'STAND-IN-404', 'LABEL_NOT_FOUND', `No label request ${requestId}.`)
  }

  async function labelFile({ params: [requestId] }: Asked): Promise<StandInReply> {
    const request = labelRequests.get(requestId!)
    if (!request) return notFound('GET', `/files/labels/${requestId}.pdf`)
    if (request.malformed) return { status: 200, bytes: new TextEncoder().encode('This is not a label.'), contentType: 'application/pdf' }
    const { serviceName, trackingNumber, reference } = booked.get(request.shipmentIds[0]!)!
    return { status: 200, bytes: await labelPdf({ serviceName, trackingNumber, reference }), contentType: 'application/pdf' }
  }

  function createOrder({ body }: Asked): StandInReply {
    const asked = parsed(SHIPMENT_IDS, body)
    if ('reply' in asked) return asked.reply
    const shipmentIds = asked.ok.shipments.map(({ shipment_id }) => shipment_id)
    const refused = unknownShipment(shipmentIds)
    if (refused) return refused
    const ordered = shipmentIds.find((id) => booked.get(id)!.ordered)
    if (ordered) return refusal(400, 'STAND-IN-400', 'SHIPMENT_ALREADY_ORDERED', `The shipment ${ordered} is in an order already.`)
    const orderId = `AP${String(randomInt(10 ** 10)).padStart(10, '0')}`
    const shipments = shipmentIds.map((id) => Object.assign(booked.get(id)!, { ordered: true }))
    orders.push({ orderId, shipmentIds })
    const total = money(shipments.reduce((sum, shipment) => sum + shipment.priceCents, 0))
    const order = {
      order_id: orderId,
      order_creation_date: new Date().toISOString(),
      order_summary: { ...total, status: 'Initiated', number_of_shipments: shipments.length, number_of_items: shipments.length },
      shipments: shipmentIds.map((shipment_id) => ({ shipment_id })),
      payment_method: 'CHARGE_TO_ACCOUNT',
    }
    return { status: 201, body: { order } }
  }

  /** Deletes a shipment not yet in an order; its label stays among those bought, its consignment is listed as cancelled. */
  function deleteShipment({ params: [shipmentId] }: Asked): StandInReply {
    const shipment = booked.get(shipmentId!)
    if (!shipment || shipment.deleted) return refusal(404, 'STAND-IN-404', 'SHIPMENT_NOT_FOUND', `No shipment ${shipmentId} on this account.`)
    if (shipment.ordered) return refusal(400, 'STAND-IN-400', 'SHIPMENT_IN_ORDER', `The shipment ${shipmentId} is in an order and cannot be deleted.`)
    shipment.deleted = true
    cancelled.push(shipment.trackingNumber)
    return { status: 200, bytes: new Uint8Array(), contentType: 'application/json' }
  }

  async function orderSummary({ params: [accountNumber, orderId] }: Asked): Promise<StandInReply> {
    const order = accountNumber === options.accountNumber ? orders.find((each) => each.orderId === orderId) : undefined
    if (!order) return refusal(404, 'STAND-IN-404', 'ORDER_NOT_FOUND', `No order ${orderId} on account ${accountNumber}.`)
    const consignments = order.shipmentIds.map((id) => booked.get(id)!)
    return { status: 200, bytes: await orderSummaryPdf({ orderId: order.orderId, accountNumber, consignments }), contentType: 'application/pdf' }
  }

  const ROUTES: [string, RegExp, Route][] = [
    ['POST', /^\/shipping\/v1\/prices\/items$/, { operation: 'quote', answer: prices }],
    ['POST', /^\/shipping\/v1\/shipments$/, { answer: createShipments }],
    ['DELETE', /^\/shipping\/v1\/shipments\/([^/]+)$/, { operation: 'cancel', answer: deleteShipment }],
    ['POST', /^\/shipping\/v1\/labels$/, { operation: 'label', answer: createLabels }],
    ['GET', /^\/shipping\/v1\/labels\/([^/]+)$/, { answer: label }],
    // Where the label is kept, as a link that carries its own authority, like Australia Post's.
    ['GET', /^\/files\/labels\/([^/]+)\.pdf$/, { open: true, answer: labelFile }],
    ['PUT', /^\/shipping\/v1\/orders$/, { operation: 'manifest', answer: createOrder }],
    ['GET', /^\/shipping\/v1\/accounts\/([^/]+)\/orders\/([^/]+)\/summary$/, { answer: orderSummary }],
  ]

  /** The told fault for the operation's next request: a reply to give instead, 'malformed', or none. */
  async function toldFault(operation: AusPostOperation): Promise<StandInReply | 'malformed' | null> {
    const fault = faults.get(operation)?.shift()
    if (fault === undefined) return null
    if (fault === 'malformed') return 'malformed'
    if (fault === 'timeout') {
      await pause(HOLD_MS, undefined, { signal: options.closing, ref: false }).catch(() => {})
      return refusal(504, 'STAND-IN-504', 'TOLD_TO_TIME_OUT', 'The stand-in was told to hold this answer back.')
    }
    return refusal(fault, `STAND-IN-${fault}`, 'TOLD_TO_FAIL', 'The stand-in was told to fail this request.')
  }

  /**
   * The reply to a shipping request, or null when it is none of these endpoints. Credentials are
   * checked first, then a told fault; a 'malformed' label goes through, and its file is not a PDF.
   */
  async function answer(method: string, path: string, request: { body: unknown; origin: string; authorised: boolean }): Promise<StandInReply | null> {
    const match = ROUTES.map(([verb, pattern, route]) => [verb === method && pattern.exec(path), route] as const).find(([found]) => found)
    if (!match) return null
    const [found, route] = match
    if (!route.open && !request.authorised) return UNAUTHORISED
    const fault = route.operation ? await toldFault(route.operation) : null
    if (fault === 'malformed' && route.operation !== 'label') return NOT_JSON
    if (fault && fault !== 'malformed') return fault
    return route.answer({ body: request.body, origin: request.origin, params: found ? found.slice(1) : [], malformed: fault === 'malformed' })
  }

  return {
    answer,
    get services(): readonly StandInService[] {
      return services
    },
    labels,
    orders,
    cancelled,
    declarations,
    setServices: (offered: readonly StandInService[]) => void (services = [...offered]),
    failNextOn: (operation: AusPostOperation, failure: AusPostFault, times = 1) =>
      void faults.set(operation, [...(faults.get(operation) ?? []), ...Array<AusPostFault>(times).fill(failure)]),
  }
}
