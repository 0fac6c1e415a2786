// The day's manifest with Australia Post: "Create order from shipments" (PUT /shipping/v1/orders)
// puts the booked shipments in one order, charged to the account, and "Get order summary" (GET
// /shipping/v1/accounts/{account_number}/orders/{order_id}/summary) is its PDF for the driver.
import { z } from 'zod'

import { CarrierError, type Manifest, type ManifestEntry } from '../carrier-adapter'
import { askAusPost, fetchAusPostFile, readAnswer, readPdf } from './auspost-request'
import type { AusPostSettings } from './auspost-settings'
import { carrierError } from './auspost-shipping-common'

const ORDER = z.object({ order: z.object({ order_id: z.string().min(1) }) })

/**
 * The order's summary PDF, or null when it cannot be had: the order is made by then and its
 * shipments are in it for good, so failing the manifest over its paper would lose the order's id
 * and leave a retry refused; the summary can be asked for again by that id.
 */
async function orderSummary(settings: AusPostSettings, orderId: string, signal?: AbortSignal): Promise<Uint8Array | null> {
  const path = `/shipping/v1/accounts/${encodeURIComponent(settings.accountNumber)}/orders/${encodeURIComponent(orderId)}/summary`
  try {
    return readPdf(await fetchAusPostFile(settings, { path }, signal, carrierError), carrierError)
  } catch (error) {
    if (error instanceof CarrierError) return null
    throw error
  }
}

/** Hands the consignments over: an order of their shipments, and its summary. */
export async function manifestAusPost(settings: AusPostSettings, entries: readonly ManifestEntry[], signal?: AbortSignal): Promise<Manifest> {
  const body = { payment_method: 'CHARGE_TO_ACCOUNT', shipments: entries.map((entry) => ({ shipment_id: entry.carrierShipmentId })) }
  const answer = await askAusPost(settings, { method: 'PUT', path: '/shipping/v1/orders', body, signal }, carrierError)
  const { order } = readAnswer(answer, ORDER, carrierError)
  return { manifestId: order.order_id, summaryPdf: await orderSummary(settings, order.order_id, signal) }
}
