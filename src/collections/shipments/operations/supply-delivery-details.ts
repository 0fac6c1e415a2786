import { createLocalReq, type Payload } from 'payload'

import { checkDeliveryDetails, DELIVERY_DETAIL_LABELS } from '@/domain/delivery/delivery-details'
import { shipmentReference } from '@/domain/delivery/label-purchase'
import { queueStaffNotice } from '@/email/staff-notice'
import { detailsGivenEmail } from '@/email/templates/delivery-details'
import { serverURL } from '@/platform/http/server-url'
import { refusal, type Result } from '@/platform/result'
import { BUY_LABEL_TASK, buysAutomatically } from '../automatic-label'
import { answerDeliveryDetails } from '../delivery-details-hooks'
import { findHeldDetailsRequest } from '../delivery-details-request'

/**
 * The recipient's answer through their link: the corrected address and IDs go on their address
 * book entry (so the next parcel to them needs none), the shipment stops asking, and the parcel
 * moves on: a label customs held is bought again when the company buys automatically, else staff
 * see it ready; a parcel already with the carrier is redirected by staff, who are told.
 */
export async function supplyDeliveryDetails(payload: Payload, key: string, input: Record<string, unknown>): Promise<Result<{ shipment: number }>> {
  const found = await findHeldDetailsRequest(payload, key)
  if (!found) return refusal(404, 'This link is not valid. Check it against the email you were sent.')
  const { request, recipient } = found
  if (!request.open) return refusal(409, 'This parcel is no longer on its way, so nothing more is needed.')
  if (request.needed.length === 0) return refusal(409, 'We already have everything this parcel needs. Thank you!')
  const checked = checkDeliveryDetails(request.needed, input, recipient)
  if (!checked.ok) return refusal(400, 'Check the highlighted details.', checked.errors)
  const { address, ids } = checked.details
  const heldByCustoms = found.labelState === 'failed'
  // The shipment stops asking first, under its row lock: of two answers at once, the second is told it is answered.
  const answered = await answerDeliveryDetails(payload, request.shipment, heldByCustoms ? { labelState: null, labelProblem: null } : {})
  if (!answered) return refusal(409, 'We already have everything this parcel needs. Thank you!')
  // A line left blank clears the old one (an undefined field would keep it).
  const addressLines = address ? Object.fromEntries(Object.entries(address).map(([field, value]) => [field, value ?? null])) : {}
  await payload.update({
    collection: 'recipients',
    id: recipient.id,
    data: { ...addressLines, ...(Object.keys(ids).length > 0 ? { customsIds: { ...recipient.customsIds, ...ids } } : {}) },
    depth: 0,
    overrideAccess: true,
  })
  const req = await createLocalReq({}, payload)
  if (heldByCustoms && (await buysAutomatically(req, found.company))) {
    await payload.jobs.queue({ task: BUY_LABEL_TASK, input: { shipment: request.shipment }, req })
  }
  await queueStaffNotice(
    req,
    detailsGivenEmail({
      reference: shipmentReference(request.shipment),
      recipientName: recipient.fullName,
      given: request.needed.map((detail) => DELIVERY_DETAIL_LABELS[detail]),
      redirect: Boolean(address && found.trackingNumber),
      adminUrl: `${serverURL()}/admin/collections/shipments/${request.shipment}`,
    }),
  )
  return { ok: true, shipment: request.shipment }
}
