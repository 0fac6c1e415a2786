// The emails a status change sends, queued from the collections' afterChange hooks in the same
// transaction as the change: if the change rolls back, nothing is sent. Emails the review pages
// send with their own writes (finalised, paid, invoice, artwork verdicts) are in
// review-notifications.ts and are not repeated here. A project's own (proposal ready, payment
// requested) are in collections/projects/project-status-emails.ts, beside the amount due they quote.
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { artworkApprovalLink, summariseArtwork } from '@/domain/review-links'
import { populated, relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { queueEmail } from './queue'
import type { RenderedEmail } from './render'
import { artworkReadyEmail } from './templates/artwork-ready'

type HookArgs = Parameters<CollectionAfterChangeHook>[0]

/** Whether this write moved the document into `status` (`data` is what was written; `doc` may be a selection). */
export const enteredStatus = ({ data, doc, previousDoc }: HookArgs, status: string) =>
  (data?.status ?? doc.status) === status && previousDoc?.status !== status

const customerEmail = async (req: PayloadRequest, customer: unknown): Promise<string | null> => {
  const id = relationId(customer)
  if (id === null) return null
  const found = await req.payload.findByID({ collection: 'customers', id, depth: 0, req, disableErrors: true, select: { email: true } })
  return found?.email ?? null
}

export const toCustomer = async (req: PayloadRequest, customer: unknown, email: RenderedEmail) => {
  const to = await customerEmail(req, customer)
  if (to) await queueEmail(req.payload, { to, ...email }, req)
}

/**
 * An order entering Proposal Sent is staff's "Request artwork approval" (and "Revise artwork"
 * after changes): the customer gets the approval link for the proofs awaiting them.
 */
export const notifyArtworkApprovalRequested: CollectionAfterChangeHook = async (args) => {
  const { doc, req } = args
  if (!enteredStatus(args, 'proposal_sent')) return doc
  const order = await req.payload.findByID({
    collection: 'orders',
    id: doc.id,
    depth: 0,
    req,
    select: { name: true, customer: true, shareKey: true, artworkReviewItems: true },
  })
  const approvalLink = artworkApprovalLink(serverURL(), order)
  if (!approvalLink) return doc
  const proofCount = summariseArtwork(order.artworkReviewItems).awaiting
  await toCustomer(req, order.customer, await artworkReadyEmail({ orderName: order.name, proofCount, approvalLink }))
  return doc
}

/** A shipment's lines as its emails list them: "3 × Classic Tee", by the items' titles when populated. */
export const shipmentLineTexts = (lines: { quantity: number; inventoryItem: number | { title?: string | null } }[] | null | undefined): string[] =>
  (lines ?? []).map((line) => `${line.quantity} × ${populated(line.inventoryItem)?.title ?? `item #${relationId(line.inventoryItem)}`}`)
