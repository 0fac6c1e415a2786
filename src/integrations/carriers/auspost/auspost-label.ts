// A label bought from Australia Post in its documented steps: "Create shipments" (POST
// /shipping/v1/shipments) books the consignment and gives its tracking details; "Create labels"
// (POST /shipping/v1/labels) asks for its label, which Australia Post makes in the background
// (PENDING) and "Get label" (GET /shipping/v1/labels/{request_id}) tells when it is AVAILABLE at a
// URL; the PDF is fetched from there. A label not handed over is cancelled by "Delete shipment"
// (DELETE /shipping/v1/shipments/{shipment_id}).
import { setTimeout as pause } from 'node:timers/promises'

import { z } from 'zod'

import type { BoughtLabel, CarrierAddress, LabelRequest, ManifestEntry } from '../carrier-adapter'
import { ausPostCustoms } from './auspost-customs'
import { askAusPost, ausPostProblem, fetchAusPostFile, malformed, problemOf, readAnswer, readPdf, type AusPostCall } from './auspost-request'
import type { AusPostSettings } from './auspost-settings'
import { ausPostItem, carrierError } from './auspost-shipping-common'

/** An address as the API takes it; its limits (40 characters, three lines) are Australia Post's to refuse, by field. */
const ausPostAddress = (address: CarrierAddress) => ({
  name: address.name,
  ...(address.companyName ? { business_name: address.companyName } : {}),
  lines: address.lines,
  suburb: address.suburb,
  state: address.state,
  postcode: address.postcode,
  country: address.country,
  ...(address.phone ? { phone: address.phone } : {}),
  ...(address.email ? { email: address.email } : {}),
})

const CREATED = z.object({
  shipments: z
    .array(
      z.object({
        shipment_id: z.string().min(1),
        items: z.array(z.object({ item_id: z.string().min(1), tracking_details: z.object({ consignment_id: z.string().min(1) }) })).min(1),
      }),
    )
    .min(1),
})
type Shipment = z.infer<typeof CREATED>['shipments'][number]

const LABELS = z.object({ labels: z.array(z.object({ request_id: z.string().min(1), status: z.string(), url: z.url().optional() })).min(1) })
type Label = z.infer<typeof LABELS>['labels'][number]

/**
 * Books the consignment: our reference as its shipment reference and sender reference (printed on
 * the label), the parcel as its one item with the service's product id and, going overseas, its
 * customs declaration. Australia Post emails the recipient tracking only when it has their email,
 * which it otherwise refuses to do.
 */
async function createShipment(settings: AusPostSettings, request: LabelRequest, signal?: AbortSignal): Promise<Shipment> {
  const shipment = {
    shipment_reference: request.reference,
    sender_references: [request.reference],
    email_tracking_enabled: Boolean(request.to.email),
    from: ausPostAddress(request.from),
    to: ausPostAddress(request.to),
    items: [
      {
        item_reference: request.reference,
        product_id: request.service,
        ...ausPostItem(request.parcel),
        ...(request.customs ? ausPostCustoms(request.customs) : {}),
      },
    ],
  }
  const answer = await askAusPost(settings, { method: 'POST', path: '/shipping/v1/shipments', body: { shipments: [shipment] }, signal }, carrierError)
  return readAnswer(answer, CREATED, carrierError).shipments[0]!
}

/** One A6 label a page, Australia Post's branding on, for either group the products fall in. */
const PRINT_PREFERENCES = [
  {
    type: 'PRINT',
    format: 'PDF',
    groups: ['Parcel Post', 'Express Post'].map((group) => ({ group, layout: 'A6-1pp', branded: true, left_offset: 0, top_offset: 0 })),
  },
]

/** Waits before asking again after a PENDING label: short, as a label is made within seconds. */
const LABEL_WAITS_MS = [200, 400, 800, 1600, 3200]

const readLabel = async (settings: AusPostSettings, call: AusPostCall): Promise<Label> =>
  readAnswer(await askAusPost(settings, call, carrierError), LABELS, carrierError).labels[0]!

/** Asks for the shipment's label and waits a few times for it to be made; its URL once AVAILABLE. */
async function labelUrl(settings: AusPostSettings, { shipment_id, items }: Shipment, signal?: AbortSignal): Promise<string> {
  const body = { preferences: PRINT_PREFERENCES, shipments: [{ shipment_id, items: items.map(({ item_id }) => ({ item_id })) }] }
  let label = await readLabel(settings, { method: 'POST', path: '/shipping/v1/labels', body, signal })
  for (const wait of LABEL_WAITS_MS) {
    if (label.status !== 'PENDING') break
    await pause(wait, undefined, { signal }).catch(() => {
      throw carrierError(ausPostProblem('Australia Post did not make the label in the time the app had for it', 0, 'unanswered'))
    })
    label = await readLabel(settings, { path: `/shipping/v1/labels/${encodeURIComponent(label.request_id)}`, signal })
  }
  if (label.status === 'PENDING') throw carrierError(ausPostProblem('Australia Post had not made the label after waiting for it', 200, 'unanswered'))
  if (label.status !== 'AVAILABLE') {
    throw carrierError(ausPostProblem(`Australia Post could not make the label (${label.status})`, 200, 'unavailable'))
  }
  if (!label.url) throw carrierError(malformed(200, 'Australia Post said the label is made but not where'))
  return label.url
}

/** Books the consignment with the service and returns its consignment id to track, and its label. */
export async function buyAusPostLabel(settings: AusPostSettings, request: LabelRequest, signal?: AbortSignal): Promise<BoughtLabel> {
  const shipment = await createShipment(settings, request, signal)
  const url = await labelUrl(settings, shipment, signal)
  const labelPdf = readPdf(await fetchAusPostFile(settings, { url }, signal, carrierError), carrierError)
  return { trackingNumber: shipment.items[0]!.tracking_details.consignment_id, carrierShipmentId: shipment.shipment_id, labelPdf }
}

/**
 * Deletes the consignment's shipment, so its label is not charged. Australia Post refuses one that
 * is in an order already (handed over). A shipment it no longer has (404) was deleted before, as
 * when the answer to an earlier attempt was lost, and counts as done; its answer has nothing to read.
 */
export async function cancelAusPostLabel(settings: AusPostSettings, { carrierShipmentId }: ManifestEntry, signal?: AbortSignal): Promise<void> {
  const path = `/shipping/v1/shipments/${encodeURIComponent(carrierShipmentId)}`
  const answer = await askAusPost(settings, { method: 'DELETE', path, signal }, carrierError)
  if ((answer.status >= 200 && answer.status < 300) || answer.status === 404) return
  throw carrierError(problemOf(answer))
}
