// The emails a parcel's journey sends, queued from the shipments' afterChange hook in the same
// transaction as the change that moved it: an event repeated or arriving late moves nothing, so it
// sends nothing. Who hears of which moment is the company's choice (domain/delivery/parcel-emails.ts).
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { TrackingState } from '@/domain/delivery/tracking'
import { askedForMore } from '@/domain/delivery/delivery-details'
import { emailsAt, parcelMomentOf, type ParcelMoment } from '@/domain/delivery/parcel-emails'
import { populated } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { queueEmail } from './queue'
import { enteredStatus, shipmentLineTexts, toCustomer } from './status-notifications'
import { customerParcelEmail, recipientParcelEmail } from './templates/parcel-moved'
import { shipmentDispatchedEmail } from './templates/shipment-dispatched'

type HookArgs = Parameters<CollectionAfterChangeHook>[0]

const shipmentFacts = (req: PayloadRequest, id: number) =>
  req.payload.findByID({
    collection: 'shipments',
    id,
    depth: 1,
    req,
    select: { customer: true, company: true, recipient: true, items: true, trackingUrl: true, trackingNote: true },
    populate: {
      recipients: { fullName: true, email: true },
      'inventory-items': { title: true },
      companies: { name: true, parcelEmails: true },
    },
  })

type ShipmentFacts = Awaited<ReturnType<typeof shipmentFacts>>

/** The moments this write is: the shipment leaving (its status), and the parcel entering a tracking state that is one. */
const momentsOf = (args: HookArgs): ParcelMoment[] => {
  const { data, doc, previousDoc } = args
  const moments: ParcelMoment[] = enteredStatus(args, 'shipped') ? ['shipped'] : []
  const state = (data?.trackingState ?? doc.trackingState) as TrackingState | undefined
  const moment = state && previousDoc?.trackingState !== state ? parcelMomentOf(state) : null
  return moment ? [...moments, moment] : moments
}

const emailRecipient = async (req: PayloadRequest, shipment: ShipmentFacts, moment: Exclude<ParcelMoment, 'returned'>) => {
  const recipient = populated(shipment.recipient)
  if (!recipient?.email || !shipment.trackingUrl) return
  const email = await recipientParcelEmail({
    recipientName: recipient.fullName ?? 'there',
    company: populated(shipment.company)?.name ?? 'Your team',
    moment,
    note: shipment.trackingNote ?? null,
    trackingUrl: shipment.trackingUrl,
  })
  await queueEmail(req.payload, { to: recipient.email, ...email }, req)
}

const emailCustomer = async (req: PayloadRequest, id: number, shipment: ShipmentFacts, moment: ParcelMoment) => {
  const recipientName = populated(shipment.recipient)?.fullName ?? 'your recipient'
  const items = shipmentLineTexts(shipment.items)
  if (moment === 'shipped') {
    // The shipment machine refuses Shipped without a tracking link; an old record might lack one.
    if (shipment.trackingUrl)
      await toCustomer(req, shipment.customer, await shipmentDispatchedEmail({ id, recipientName, items, trackingUrl: shipment.trackingUrl }))
    return
  }
  const note = shipment.trackingNote ?? null
  const shipmentUrl = `${serverURL()}/dashboard/shipments/${id}`
  await toCustomer(req, shipment.customer, await customerParcelEmail({ id, recipientName, moment, note, items, shipmentUrl }))
}

/** A parcel leaving, nearly there, arriving, in trouble or back: the recipient and the customer hear of it as their company chose. */
export const notifyParcelMoments: CollectionAfterChangeHook = async (args) => {
  const { doc, previousDoc, req } = args
  const moments = momentsOf(args)
  if (moments.length === 0) return doc
  const shipment = await shipmentFacts(req, Number(doc.id))
  const choices = populated(shipment.company)?.parcelEmails
  for (const moment of moments) {
    // A delivery failed for the address emails the recipient their link to correct it instead.
    const addressAsked = moment === 'exception' && askedForMore(doc, previousDoc)
    if (moment !== 'returned' && !addressAsked && emailsAt(choices, 'toRecipient', moment)) await emailRecipient(req, shipment, moment)
    if (emailsAt(choices, 'toCustomer', moment)) await emailCustomer(req, Number(doc.id), shipment, moment)
  }
  return doc
}
