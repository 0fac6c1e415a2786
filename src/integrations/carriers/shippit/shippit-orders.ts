// Buying a Shippit label: place the order with the quoted courier (POST /orders), with its customs
// declaration when it goes overseas, then ask for its label (GET /orders/{tracking_number}/label)
// and fetch the PDF the answer links to. Cancelling it, before it is booked: cancel the order
// (DELETE /orders/{tracking_number}).
import { setTimeout as sleep } from 'node:timers/promises'

import { z } from 'zod'

import { CarrierError, type BoughtLabel, type LabelRequest, type ManifestEntry } from '../carrier-adapter'
import { shippitCustoms } from './shippit-customs'
import { shippitParcel } from './shippit-parcel'
import { askShippit, fetchShippitPdf, readShippit, shippitAnswer } from './shippit-request'
import type { ShippitSettings } from './shippit-settings'

/** The order placed (only what we read): Shippit's id for it and its tracking number. */
const ORDER_ANSWER = z.object({
  response: z.object({ id: z.union([z.number(), z.string()]).nullish(), tracking_number: z.string().trim().min(1).max(60) }),
})

/** The label's answer (only what we read): a pre-signed address of the A6 label PDF. */
const LABEL_ANSWER = z.object({ response: z.object({ qualified_url: z.url({ protocol: /^https?$/ }) }) })

/**
 * Shippit allocates the courier after it takes the order, and answers 422 for a label not ready
 * yet; the label is asked for again a few times, a second apart, before the refusal stands.
 */
const LABEL_ATTEMPTS = 4
const LABEL_RETRY_MS = 1_000

/**
 * The order for a label. `validate` has Shippit refuse (422) a suburb, state and postcode that do
 * not match rather than save the order; the recipient is also its "user", whom Shippit emails.
 */
function orderFor({ reference, service, parcel, to, customs }: LabelRequest) {
  const [firstName, ...lastNames] = to.name.trim().split(/\s+/)
  return {
    retailer_invoice: reference,
    retailer_reference: reference,
    courier_allocation: service,
    validate: true,
    receiver_name: to.name,
    ...(to.phone ? { receiver_contact_number: to.phone } : {}),
    ...(to.companyName ? { delivery_company: to.companyName } : {}),
    delivery_address: to.lines.join(', '),
    delivery_suburb: to.suburb,
    delivery_state: to.state,
    delivery_postcode: to.postcode,
    delivery_country_code: to.country,
    user_attributes: {
      first_name: firstName,
      ...(lastNames.length ? { last_name: lastNames.join(' ') } : {}),
      ...(to.email ? { email: to.email } : {}),
      ...(to.phone ? { mobile: to.phone } : {}),
    },
    parcel_attributes: [shippitParcel(parcel)],
    ...(customs ? shippitCustoms(customs) : {}),
  }
}

/** Where the order's label PDF is, asked again while Shippit answers 422 (not ready). */
async function labelAddress(settings: ShippitSettings, trackingNumber: string, signal?: AbortSignal): Promise<string> {
  const call = { method: 'GET', path: `/orders/${encodeURIComponent(trackingNumber)}/label` } as const
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await askShippit(settings, call, LABEL_ANSWER, signal)).response.qualified_url
    } catch (error) {
      if (!(error instanceof CarrierError && error.status === 422 && attempt < LABEL_ATTEMPTS)) throw error
      // A caller giving up ends the wait; the next request then ends at once, unanswered.
      await sleep(LABEL_RETRY_MS, undefined, { signal }).catch(() => undefined)
    }
  }
}

/** Places the order with the chosen courier and returns its label; the carrier's id for it is Shippit's order id. */
export async function buyShippitLabel(settings: ShippitSettings, request: LabelRequest, signal?: AbortSignal): Promise<BoughtLabel> {
  const placed = { method: 'POST', path: '/orders', body: { order: orderFor(request) }, checksAddress: true } as const
  const { response: order } = await askShippit(settings, placed, ORDER_ANSWER, signal)
  const labelPdf = await fetchShippitPdf(settings, await labelAddress(settings, order.tracking_number, signal), 'label', signal)
  return { trackingNumber: order.tracking_number, carrierShipmentId: String(order.id ?? order.tracking_number), labelPdf }
}

/** The cancelled order (only what we read): Shippit answers it with its state now cancelled. */
const CANCELLED_ANSWER = z.object({ response: z.object({ state: z.literal('cancelled') }) })

/** Shippit's refusal (422) to cancel an order, naming the state it is in; one cancelled already is done. */
const ALREADY_CANCELLED = z.object({ order_state: z.literal('cancelled') })

/**
 * Cancels the order, so its label is not charged. Shippit refuses (422) one it can no longer
 * cancel, as once booked with its courier. One it does not have (404), or has cancelled already,
 * was cancelled before, as when the answer to an earlier attempt was lost, and counts as done.
 */
export async function cancelShippitOrder(settings: ShippitSettings, { trackingNumber }: ManifestEntry, signal?: AbortSignal): Promise<void> {
  const answer = await shippitAnswer(settings, { method: 'DELETE', path: `/orders/${encodeURIComponent(trackingNumber)}` }, signal)
  if (answer.status === 404 || (answer.status === 422 && ALREADY_CANCELLED.safeParse(answer.body).success)) return
  readShippit(answer, CANCELLED_ANSWER)
}
