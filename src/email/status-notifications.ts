// The emails a status change sends, queued from the collections' afterChange hooks in the same
// transaction as the change: if the change rolls back, nothing is sent. Emails the review pages
// send after their own writes (finalised, paid, invoice, artwork verdicts) are in
// review-notifications.ts and are not repeated here.
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { artworkApprovalLink, projectReviewLink, summariseArtwork } from '@/domain/review-links'
import { amountDue } from '@/lib/payments/amount-due'
import { relationId } from '@/lib/relation-id'
import { serverURL } from '@/lib/server-url'
import { queueEmail } from './queue'
import type { RenderedEmail } from './render'
import { artworkReadyEmail } from './templates/artwork-ready'
import { paymentRequestedEmail } from './templates/payment-requested'
import { proposalReadyEmail } from './templates/proposal-ready'
import { shipmentDispatchedEmail } from './templates/shipment-dispatched'

const enteredStatus = (doc: { status?: string }, previousDoc: { status?: string } | undefined, status: string) =>
  doc.status === status && previousDoc?.status !== status

const customerEmail = async (req: PayloadRequest, customer: unknown): Promise<string | null> => {
  const id = relationId(customer)
  if (id === null) return null
  const found = await req.payload.findByID({ collection: 'customers', id, depth: 0, req, disableErrors: true, select: { email: true } })
  return found?.email ?? null
}

const toCustomer = async (req: PayloadRequest, customer: unknown, email: RenderedEmail) => {
  const to = await customerEmail(req, customer)
  if (to) await queueEmail(req.payload, { to, ...email }, req)
}

/** Proposal sent: the finalise link. Confirmed by staff: the payment link with the amount. */
export const notifyProjectStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const link = projectReviewLink(serverURL(), doc)
  if (!link) return doc
  if (enteredStatus(doc, previousDoc, 'proposal_sent')) {
    await toCustomer(req, doc.customer, await proposalReadyEmail({ name: doc.name, finaliseLink: link.url }))
  } else if (enteredStatus(doc, previousDoc, 'awaiting_payment')) {
    const { summary } = await amountDue(req, doc, 'invoice')
    await toCustomer(req, doc.customer, await paymentRequestedEmail({ name: doc.name, total: summary.totalIncGst, paymentLink: link.url }))
  }
  return doc
}

/**
 * An order entering Proposal Sent is staff's "Request artwork approval" (and "Revise artwork"
 * after changes): the customer gets the approval link for the proofs awaiting them.
 */
export const notifyArtworkApprovalRequested: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!enteredStatus(doc, previousDoc, 'proposal_sent')) return doc
  const approvalLink = artworkApprovalLink(serverURL(), doc)
  if (!approvalLink) return doc
  const proofCount = summariseArtwork(doc.artworkReviewItems).awaiting
  await toCustomer(req, doc.customer, await artworkReadyEmail({ orderName: doc.name, proofCount, approvalLink }))
  return doc
}

/** A shipment marked shipped: the customer gets its tracking link. */
export const notifyShipmentDispatched: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!enteredStatus(doc, previousDoc, 'shipped') || !doc.trackingUrl) return doc
  const shipment = await req.payload.findByID({
    collection: 'shipments',
    id: doc.id,
    depth: 1,
    req,
    select: { recipient: true, items: true },
    populate: { recipients: { fullName: true }, 'inventory-items': { title: true } },
  })
  const recipient = shipment.recipient as { fullName?: string } | number
  const items = (shipment.items ?? []).map((line) => {
    const item = line.inventoryItem as { title?: string } | number
    return `${line.quantity} × ${typeof item === 'object' ? item.title : `item #${item}`}`
  })
  const recipientName = typeof recipient === 'object' && recipient.fullName ? recipient.fullName : 'your recipient'
  await toCustomer(req, doc.customer, await shipmentDispatchedEmail({ id: doc.id, recipientName, items, trackingUrl: doc.trackingUrl }))
  return doc
}
