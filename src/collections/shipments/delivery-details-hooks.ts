import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { checkCustoms } from '@/domain/delivery/country-rules'
import { isInternational } from '@/domain/delivery/customs'
import {
  askedForMore,
  blamesAddress,
  DELIVERY_DETAIL_LABELS,
  deliveryDetailsPath,
  detailsAfter,
  type DeliveryDetail,
} from '@/domain/delivery/delivery-details'
import { generateShareKey } from '@/domain/share-key'
import { toCustomer } from '@/email/status-notifications'
import { queueEmail } from '@/email/queue'
import { deliveryDetailsEmail, senderDeliveryDetailsEmail } from '@/email/templates/delivery-details'
import { serverURL } from '@/platform/http/server-url'
import { clientError } from '@/platform/http/client-error'
import { populated, relationId } from '@/platform/relation-id'
import type { Shipment } from '@/payload-types'

/** The IDs a new international shipment's destination requires that its recipient has not given. */
async function missingCustomsIds(req: PayloadRequest, recipientId: number | null): Promise<DeliveryDetail[]> {
  if (recipientId === null) return []
  const recipient = await req.payload.findByID({
    collection: 'recipients',
    id: recipientId,
    depth: 0,
    req,
    overrideAccess: true,
    select: { country: true, customsIds: true },
  })
  if (!recipient || !isInternational(recipient.country)) return []
  return checkCustoms(recipient.country, [], recipient.customsIds ?? {}).missingIds
}

/** The update context key with which an operation asks the recipient for details (askRecipientFor). */
const ASK_RECIPIENT_FOR = 'askRecipientFor'

/**
 * Asks the shipment's recipient for `details` through their link. The hook below merges them with
 * what the row, locked for the write, already asks, so requests that meet ask (and email) once.
 */
export async function askRecipientFor(payload: Payload, shipment: number, details: DeliveryDetail[]): Promise<void> {
  await payload.update({ collection: 'shipments', id: shipment, data: {}, context: { [ASK_RECIPIENT_FOR]: details }, depth: 0, overrideAccess: true })
}

/** The update context key with which the recipient's answer stops the shipment asking (answerDeliveryDetails). */
const ANSWERING = 'answeringDeliveryDetails'

/**
 * Stops the shipment asking, with `also` written beside: false when, under the row's lock, it
 * asks nothing any more (another answer came first), so each ask is answered once.
 */
export async function answerDeliveryDetails(payload: Payload, shipment: number, also: Partial<Shipment> = {}): Promise<boolean> {
  try {
    await payload.update({
      collection: 'shipments',
      id: shipment,
      data: { ...also, detailsNeeded: [] },
      context: { [ANSWERING]: true },
      depth: 0,
      overrideAccess: true,
    })
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 409) return false
    throw error
  }
}

/**
 * Decides, in the write itself, what the recipient must be asked: on a new shipment the IDs its
 * destination requires, on a delivery failed for the address a corrected address, and what an
 * operation asks (askRecipientFor). A shipment that
 * asks anything gets the secret of its delivery-details link.
 */
export const gatherDeliveryDetails: CollectionBeforeChangeHook = async ({ context, data, operation, originalDoc, req }) => {
  if (context[ANSWERING] && (originalDoc?.detailsNeeded ?? []).length === 0) throw clientError('The details were already given.', 409)
  const more: DeliveryDetail[] = [
    ...(operation === 'create' ? await missingCustomsIds(req, relationId(data.recipient)) : []),
    ...((context[ASK_RECIPIENT_FOR] as DeliveryDetail[] | undefined) ?? []),
  ]
  const becameException = data.trackingState === 'exception' && originalDoc?.trackingState !== 'exception'
  if (becameException && blamesAddress(data.trackingNote ?? originalDoc?.trackingNote)) more.push('address')
  const previous = { detailsNeeded: (originalDoc?.detailsNeeded ?? []) as string[] }
  const { needed } = detailsAfter(data.detailsNeeded ?? previous.detailsNeeded, more)
  if (askedForMore({ detailsNeeded: needed }, previous)) Object.assign(data, { detailsNeeded: needed, detailsRequestedAt: new Date().toISOString() })
  if (needed.length > 0 && !originalDoc?.detailsKey && !data.detailsKey) data.detailsKey = generateShareKey()
  return data
}

/**
 * Emails the delivery-details link when a change asks for more, in the transaction that asked: the
 * recipient when they have an email, else the customer, to pass it on. A request repeated (two
 * label purchases meeting, an event delivered twice) asks nothing new under the row's lock, so it
 * sends nothing.
 */
export const emailDeliveryDetailsLink: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!askedForMore(doc, previousDoc)) return doc
  const shipment = await req.payload.findByID({
    collection: 'shipments',
    id: doc.id,
    depth: 1,
    req,
    overrideAccess: true,
    // The key is staff's: the doc a customer's write hands its hooks has been read as the customer.
    select: { customer: true, company: true, recipient: true, detailsKey: true },
    populate: { recipients: { fullName: true, email: true }, companies: { name: true } },
  })
  const recipient = populated(shipment.recipient)
  const recipientName = recipient?.fullName ?? 'your recipient'
  const company = populated(shipment.company)?.name ?? 'Your team'
  const needed = (doc.detailsNeeded as DeliveryDetail[]).map((detail) => DELIVERY_DETAIL_LABELS[detail])
  if (!shipment.detailsKey) return doc
  const link = `${serverURL()}${deliveryDetailsPath(shipment.detailsKey)}`
  const note = doc.trackingState === 'exception' ? (doc.trackingNote ?? null) : null
  if (recipient?.email) {
    await queueEmail(req.payload, { to: recipient.email, ...(await deliveryDetailsEmail({ recipientName, company, needed, note, link })) }, req)
  } else {
    await toCustomer(req, shipment.customer, await senderDeliveryDetailsEmail({ id: Number(doc.id), recipientName, needed, link }))
  }
  return doc
}
