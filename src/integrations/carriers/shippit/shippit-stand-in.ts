import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { isInternational } from '@/domain/delivery/customs'
import { listenAsStandIn } from '@/integrations/stand-in-server'

import { servicesTo, STAND_IN_SERVICES, type StandInService } from '../stand-in-services'
import { customsRefusal, declarationOf, type ShippitDeclaration } from './shippit-stand-in-customs'
import { shippitLabelPdf, shippitManifestPdf } from './shippit-stand-in-documents'
import { faultAnswer, HELD, readJson, reply, type StandInReply } from './shippit-stand-in-http'
import {
  ADDRESS_REFUSED,
  BOOK_REQUEST,
  cannotCancel,
  courierQuote,
  FAULT,
  levelOf,
  ORDER_REQUEST,
  QUOTE_REQUEST,
  shippitError,
  UNAUTHORISED,
  UNDELIVERABLE_POSTCODE,
  type ShippitFault,
  type ShippitOperation,
  type StandInAnswer,
} from './shippit-stand-in-shapes'

export type { ShippitDeclaration } from './shippit-stand-in-customs'
export type { ShippitFault, ShippitOperation } from './shippit-stand-in-shapes'

export type ShippitStandInOptions = { port?: number; apiKey?: string; services?: StandInService[] }

/** The key the stand-in takes unless told another: the app's SHIPPIT_API_KEY in tests. */
export const SHIPPIT_STAND_IN_DEFAULTS = { apiKey: 'shippit-test-key' }

/**
 * The couriers quoted unless told others, each service's `code` being its Shippit courier code and
 * its `name` its service level; the international ones (Shippit's codes for Australia Post's and
 * DHL's) are quoted only overseas, the others only within Australia. Priced and timed unlike
 * Australia Post's stand-in (Parcel Post $14.95 in 4 days, Express Post $24.50 in 1, International
 * Standard $42.50 in 8, International Express $78.95 in 4) so a test can tell which carrier a
 * parcel went with.
 */
export const SHIPPIT_STAND_IN_SERVICES: readonly StandInService[] = [
  { code: 'CouriersPlease', name: 'Standard', priceCents: 1290, businessDays: 3 },
  { code: 'eParcelExpress', name: 'Express', priceCents: 2190, businessDays: 1 },
  { code: 'EparcelInternational', name: 'Standard', priceCents: 3990, businessDays: 9, international: true },
  { code: 'DhlExpressInternational', name: 'Express', priceCents: 6990, businessDays: 3, international: true },
]

/** A label handed over: our reference for it, Shippit's tracking number, and the courier code it went with. */
export type ShippitStandInLabel = { reference: string; trackingNumber: string; service: string }

/** A request and the status it was answered (0 for one held unanswered). */
export type RecordedShippitRequest = { method: string; path: string; status: number }

type Order = { id: number; trackingNumber: string; reference: string; service: StandInService }

const API = '/api/3'

/**
 * A local stand-in for Shippit's API v3 (at `apiUrl`, under /api/3 as Shippit's): quotes for its
 * services, orders placed with a courier (`courier_allocation`, else the first service of the
 * `courier_type` level, else the first), their labels and the bookings that manifest them, each
 * answered in Shippit's documented shapes and refused (401) without the Bearer key. Labels and
 * manifests are PDFs at pre-signed addresses of their own, fetched without the key. An order to
 * postcode 0000 is refused as an invalid address (422), and an international one whose product
 * lines do not declare its goods as customs asks (shippit-stand-in-customs.ts) is refused too (422);
 * the declarations of those it takes are recorded (`declarations`).
 *
 * Told faults (`failNextOn`, or POST /stand-in/faults) answer the operation's next requests:
 * `quote` the quotes, `manifest` the booking, and `label` the label request after the order is
 * placed (a number or `timeout`) or, for `malformed`, the label's document, and `cancel` the
 * order's cancelling. A label counts as bought (`labels`, GET /stand-in/labels) only once its PDF is
 * handed over, so a label fault leaves none.
 *
 * An order not yet booked is cancelled (DELETE /orders/{tracking_number}) and listed in `cancelled`,
 * its label staying among those bought, and is booked no more; one booked, or cancelled already, is
 * refused (422) with the state it is in, and one it does not know is not found (404).
 */
export async function startShippitStandIn(options: ShippitStandInOptions = {}) {
  const apiKey = options.apiKey ?? SHIPPIT_STAND_IN_DEFAULTS.apiKey
  let services: StandInService[] = [...(options.services ?? SHIPPIT_STAND_IN_SERVICES)]
  const faults: Record<ShippitOperation, ShippitFault[]> = { quote: [], label: [], manifest: [], cancel: [] }
  const orders = new Map<string, Order>()
  const manifests = new Map<string, { courier: string; trackingNumbers: string[] }>()
  const requests: RecordedShippitRequest[] = []
  const labels: ShippitStandInLabel[] = []
  const bookings: string[][] = []
  const cancelled: string[] = []
  const declarations: ShippitDeclaration[] = []

  const failNextOn = (operation: ShippitOperation, failure: ShippitFault, times = 1) => {
    faults[operation].push(...Array<ShippitFault>(times).fill(failure))
  }
  const setServices = (given: readonly StandInService[]) => {
    services = [...given]
  }

  /** The operation's next told fault, when it is one for this step (a label's `malformed` waits for its document). */
  const takeFault = (operation: ShippitOperation, forStep: (fault: ShippitFault) => boolean) =>
    faults[operation].length > 0 && forStep(faults[operation][0]) ? faults[operation].shift() : undefined

  function quote(body: unknown): StandInAnswer {
    const asked = QUOTE_REQUEST.safeParse(body)
    if (!asked.success) return shippitError(400, 'invalid_quote', 'A quote needs a dropoff postcode and suburb, and parcels with a qty and weight.')
    const { service_levels: levels, dropoff_country_code: country } = asked.data.quote
    const quoted = servicesTo(services, country)
      .filter((service) => !levels || levels.includes(levelOf(service)))
      .map(courierQuote)
    return { status: 200, body: { response: quoted, count: quoted.length } }
  }

  function placeOrder(body: unknown): StandInAnswer {
    const asked = ORDER_REQUEST.safeParse(body)
    if (!asked.success) return shippitError(400, 'invalid_order', 'The order is missing its delivery address, user or parcels.')
    const { order } = asked.data
    if (order.delivery_postcode === UNDELIVERABLE_POSTCODE) return ADDRESS_REFUSED
    const undeclared = customsRefusal(order)
    if (undeclared) return undeclared
    // As Shippit: a courier it does not know is replaced by one of the level, or the default.
    const service =
      services.find((candidate) => candidate.code === order.courier_allocation) ??
      services.find((candidate) => levelOf(candidate) === order.courier_type) ??
      services[0]
    if (!service) return shippitError(422, 'label_failed_missing_courier', 'No courier is enabled to take this order.')
    const trackingNumber = `PP${randomBytes(6).toString('hex').toUpperCase()}`
    const placed: Order = { id: 1000 + orders.size, trackingNumber, reference: order.retailer_invoice, service }
    orders.set(trackingNumber, placed)
    if (isInternational(order.delivery_country_code)) declarations.push(declarationOf(order))
    const response = { id: placed.id, tracking_number: trackingNumber, slug: trackingNumber.toLowerCase(), state: 'processing' }
    return { status: 200, body: { response: { ...response, retailer_invoice: placed.reference, courier_type: levelOf(service) } } }
  }

  function label(trackingNumber: string, base: string): StandInAnswer {
    const order = orders.get(trackingNumber)
    if (!order) return shippitError(404, 'order_not_found', 'The order could not be found.')
    const qualified_url = `${base}/documents/labels/${trackingNumber}.pdf?signature=${randomBytes(8).toString('hex')}`
    return {
      status: 200,
      body: { response: { id: order.id, order: { tracking_number: trackingNumber, slug: trackingNumber.toLowerCase() }, qualified_url } },
    }
  }

  async function labelDocument(trackingNumber: string): Promise<StandInAnswer> {
    const order = orders.get(trackingNumber)
    if (!order) return { status: 404, body: '<html><body>Not found</body></html>' }
    if (!labels.some((bought) => bought.trackingNumber === trackingNumber)) {
      labels.push({ reference: order.reference, trackingNumber, service: order.service.code })
    }
    const serviceName = `${order.service.name} (${order.service.code})`
    return { status: 200, body: await shippitLabelPdf({ serviceName, trackingNumber, reference: order.reference }) }
  }

  /** Books the labelled orders, a manifest per courier; the others fail together, as Shippit lists them. */
  function book(body: unknown, base: string): StandInAnswer {
    const asked = BOOK_REQUEST.safeParse(body)
    if (!asked.success) return shippitError(400, 'invalid_orders', 'orders must be an array of up to 1000 tracking numbers.')
    const labelled = (trackingNumber: string) => labels.some((bought) => bought.trackingNumber === trackingNumber)
    const bookable = (trackingNumber: string) => labelled(trackingNumber) && !cancelled.includes(trackingNumber)
    const booked = asked.data.orders.filter(bookable)
    const byCourier = new Map<string, string[]>()
    for (const trackingNumber of booked) {
      const courier = orders.get(trackingNumber)!.service.code
      byCourier.set(courier, [...(byCourier.get(courier) ?? []), trackingNumber])
    }
    const response: object[] = [...byCourier].map(([courier, trackingNumbers]) => {
      const manifest = `MANIFEST-${manifests.size + 1}`
      manifests.set(manifest, { courier, trackingNumbers })
      const manifest_pdf = `${base}/documents/manifests/${manifest}.pdf?signature=${randomBytes(8).toString('hex')}`
      return { courier, manifest, manifest_pdf, order_count: trackingNumbers.length, success: true, orders: trackingNumbers }
    })
    const refused = (error: string, error_description: string, unbookable: (trackingNumber: string) => boolean) => {
      const trackingNumbers = asked.data.orders.filter(unbookable)
      return trackingNumbers.length
        ? [{ success: false, orders: trackingNumbers, order_count: trackingNumbers.length, error, error_description }]
        : []
    }
    response.push(
      ...refused('order_not_labelled', 'Orders must be labelled before they can be booked.', (trackingNumber) => !labelled(trackingNumber)),
      ...refused('order_cancelled', 'Cancelled orders cannot be booked.', (trackingNumber) => cancelled.includes(trackingNumber)),
    )
    if (booked.length) bookings.push(booked)
    return { status: 200, body: { response, count: response.length } }
  }

  /** Cancels an order not yet booked, answering it with its state now cancelled. */
  function cancel(trackingNumber: string): StandInAnswer {
    const order = orders.get(trackingNumber)
    if (!order) return shippitError(404, 'not_found', 'The requested resource could not be found.')
    if (cancelled.includes(trackingNumber)) return cannotCancel('cancelled')
    if (bookings.some((booking) => booking.includes(trackingNumber))) return cannotCancel('ready_for_pickup')
    cancelled.push(trackingNumber)
    const { id, reference, service } = order
    const response = { id, tracking_number: trackingNumber, slug: trackingNumber.toLowerCase(), state: 'cancelled', retailer_invoice: reference }
    return { status: 200, body: { response: { ...response, courier_type: levelOf(service) } } }
  }

  async function manifestDocument(manifestId: string): Promise<StandInAnswer> {
    const manifest = manifests.get(manifestId)
    if (!manifest) return { status: 404, body: '<html><body>Not found</body></html>' }
    return { status: 200, body: await shippitManifestPdf({ manifestId, ...manifest }) }
  }

  /** The stand-in's own door, not Shippit's: what a demo or a browser test in another process tells it. */
  function control(route: string, body: unknown): StandInAnswer | undefined {
    if (route === 'GET /stand-in/labels') return { status: 200, body: labels }
    if (route === 'PUT /stand-in/services') {
      const given = STAND_IN_SERVICES.safeParse(body)
      if (!given.success) return shippitError(400, 'invalid_services', 'Services are [{ code, name, priceCents, businessDays, international? }].')
      setServices(given.data)
      return { status: 200, body: services }
    }
    if (route === 'POST /stand-in/faults') {
      const told = FAULT.safeParse(body)
      if (!told.success) return shippitError(400, 'invalid_fault', 'A fault is { operation, failure, times }.')
      failNextOn(told.data.operation, told.data.failure, told.data.times)
      return { status: 201, body: { [told.data.operation]: faults[told.data.operation] } }
    }
    return undefined
  }

  async function answer(req: IncomingMessage, body: unknown): Promise<StandInReply> {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    const base = `http://${req.headers.host}`
    const documentPath = path.match(/^\/documents\/(labels|manifests)\/([^/]+)\.pdf$/)
    if (method === 'GET' && documentPath?.[1] === 'labels') {
      const fault = takeFault('label', (told) => told === 'malformed')
      return fault === undefined ? labelDocument(documentPath[2]) : faultAnswer(fault)
    }
    if (method === 'GET' && documentPath?.[1] === 'manifests') return manifestDocument(documentPath[2])
    const controlled = control(`${method} ${path}`, body)
    if (controlled) return controlled
    // Shippit's API is under /api/3 (`apiUrl`); the bare address answers too, so SHIPPIT_API_URL may name either.
    const route = `${method} ${path.startsWith(`${API}/`) ? path.slice(API.length) : path}`
    const labelOf = route.match(/^GET \/orders\/([^/]+)\/label$/)?.[1]
    const cancelOf = route.match(/^DELETE \/orders\/([^/]+)$/)?.[1]
    const operation = route === 'POST /quotes' ? 'quote' : route === 'POST /book' ? 'manifest' : labelOf ? 'label' : cancelOf ? 'cancel' : null
    if (!operation && route !== 'POST /orders') return shippitError(404, 'not_found', `The stand-in has no ${method} ${path}.`)
    // Told faults come before the key, as an outage answers whoever asks.
    const fault = operation ? takeFault(operation, (told) => operation !== 'label' || told !== 'malformed') : undefined
    if (fault !== undefined) return faultAnswer(fault)
    if (req.headers.authorization !== `Bearer ${apiKey}`) return UNAUTHORISED
    if (operation === 'quote') return quote(body)
    if (operation === 'manifest') return book(body, base)
    if (labelOf) return label(decodeURIComponent(labelOf), base)
    if (cancelOf) return cancel(decodeURIComponent(cancelOf))
    return placeOrder(body)
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const answered = await answer(req, await readJson(req))
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    requests.push({ method: req.method ?? 'GET', path, status: answered === HELD ? 0 : answered.status })
    reply(res, answered)
  }

  const listening = await listenAsStandIn(handle, options.port)

  return {
    ...listening,
    /** Where the app's SHIPPIT_API_URL points for this stand-in. */
    apiUrl: `${listening.url}${API}`,
    /** Every request, in order, with the status it was answered. */
    requests,
    /** The labels handed over, in order. */
    labels,
    /** The tracking numbers booked by each booking, in order. */
    bookings,
    /** The tracking numbers of the orders cancelled, in order; their labels stay in `labels`, as bought. */
    cancelled,
    /** The customs declarations of the international orders taken, in order, as they were sent. */
    declarations,
    /** The services quoted now. */
    get services(): readonly StandInService[] {
      return services
    },
    /** The services quoted from now on. */
    setServices,
    /** The operation's next `times` requests fail as told (see above for the step a label fault hits). */
    failNextOn,
  }
}
