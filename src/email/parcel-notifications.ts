// The emails a parcel's tracking sends, queued from the shipments' afterChange hook in the same
// transaction as the carrier event that moved it: an event repeated or arriving late moves
// nothing, so it sends nothing.
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { TrackingState } from '@/domain/delivery/tracking'
import { askedForMore } from '@/domain/delivery/delivery-details'
import { populated } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { queueEmail } from './queue'
import { shipmentLineTexts, toCustomer } from './status-notifications'
import { customerParcelEmail, recipientParcelEmail, type RecipientParcelMoment } from './templates/parcel-moved'

const RECIPIENT_MOMENTS: ReadonlySet<string> = new Set<RecipientParcelMoment>(['out_for_delivery', 'delivered', 'exception'])
const CUSTOMER_MOMENTS: Record<string, 'exception' | 'returned'> = { exception: 'exception', returned_to_sender: 'returned' }

const shipmentFacts = (req: PayloadRequest, id: number) =>
  req.payload.findByID({
    collection: 'shipments',
    id,
    depth: 1,
    req,
    select: { customer: true, company: true, recipient: true, items: true, trackingUrl: true, trackingNote: true },
    populate: { recipients: { fullName: true, email: true }, 'inventory-items': { title: true }, companies: { name: true } },
  })

/** A parcel entering a new tracking state: the recipient hears of the last mile, the customer of trouble. */
export const notifyParcelMoved: CollectionAfterChangeHook = async ({ data, doc, previousDoc, req }) => {
  const state = (data?.trackingState ?? doc.trackingState) as TrackingState | undefined
  if (!state || previousDoc?.trackingState === state) return doc
  // A delivery failed for the address emails the recipient their link to correct it instead.
  const toRecipient = RECIPIENT_MOMENTS.has(state) && !(state === 'exception' && askedForMore(doc, previousDoc))
  const customerMoment = CUSTOMER_MOMENTS[state]
  if (!toRecipient && !customerMoment) return doc
  const shipment = await shipmentFacts(req, Number(doc.id))
  const recipient = populated(shipment.recipient)
  const recipientName = recipient?.fullName ?? 'your recipient'
  const note = shipment.trackingNote ?? null
  if (toRecipient && recipient?.email && shipment.trackingUrl) {
    const company = populated(shipment.company)?.name ?? 'Your team'
    const email = await recipientParcelEmail({
      recipientName,
      company,
      moment: state as RecipientParcelMoment,
      note,
      trackingUrl: shipment.trackingUrl,
    })
    await queueEmail(req.payload, { to: recipient.email, ...email }, req)
  }
  if (customerMoment) {
    const items = shipmentLineTexts(shipment.items)
    const shipmentUrl = `${serverURL()}/dashboard/shipments/${doc.id}`
    await toCustomer(
      req,
      shipment.customer,
      await customerParcelEmail({ id: Number(doc.id), recipientName, moment: customerMoment, note, items, shipmentUrl }),
    )
  }
  return doc
}
