import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isStaff } from '@/access/roles'
import { buyShippingLabel, type LabelPurchase } from '@/collections/shipments/operations/buy-label'
import { quoteShipment } from '@/collections/shipments/operations/quote-shipment'
import { CARRIERS } from '@/domain/delivery/carriers'
import { LABEL_PURCHASE_DEADLINE_MS } from '@/domain/delivery/label-purchase'
import { parseRecordId } from '@/domain/dashboard-filters'
import { configuredCarriers } from '@/integrations/carriers/configured-carriers'
import { json } from '@/platform/http/json-response'
import { readJsonBody } from '@/platform/http/request-body'

const CHOICE = z.strictObject({ carrier: z.enum(CARRIERS), service: z.string().trim().min(1).max(60) }).partial()

const staffShipment = (req: PayloadRequest): number | Response => {
  if (!isStaff(req.user)) return json({ message: 'Only staff buy shipping labels.' }, 403)
  return parseRecordId(req.routeParams?.id as string | undefined) ?? json({ message: 'Unknown shipment.' }, 404)
}

/** The answer's status per outcome: customs holding the parcel is the shipment's state, not the carrier failing. */
const PURCHASE_STATUS: Record<LabelPurchase['state'], number> = { bought: 200, buying: 202, held: 409, failed: 502 }

/**
 * POST /payload-api/shipments/:id/label, staff only, `{}` or `{carrier, service}` to choose the
 * service: buys the parcel's label (operations/buy-label.ts). 200 with the label bought (now or
 * before), 202 while another purchase of it runs, 409 when customs hold an international parcel
 * (a product's customs facts missing, goods the destination refuses, the recipient's ID not yet
 * given), 502 when no carrier sold one, with why.
 */
export const buyLabelEndpoint: Endpoint = {
  path: '/:id/label',
  method: 'post',
  handler: async (req) => {
    const shipment = staffShipment(req)
    if (shipment instanceof Response) return shipment
    const { carrier, service } = await readJsonBody(req, CHOICE)
    const choice = carrier && service ? { carrier, service } : null
    const purchase = await buyShippingLabel(req.payload, { shipment, choice }, configuredCarriers())
    return json(purchase, PURCHASE_STATUS[purchase.state])
  },
}

/** POST /payload-api/shipments/:id/quotes, staff only: every carrier's services for the parcel, ranked, kept on the shipment. */
export const quoteShipmentEndpoint: Endpoint = {
  path: '/:id/quotes',
  method: 'post',
  handler: async (req) => {
    const shipment = staffShipment(req)
    if (shipment instanceof Response) return shipment
    return json(await quoteShipment(req.payload, shipment, configuredCarriers(), AbortSignal.timeout(LABEL_PURCHASE_DEADLINE_MS)))
  },
}
