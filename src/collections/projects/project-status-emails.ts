// The project's status emails, queued from its afterChange hook in the same transaction as the
// change. They live with the collection because the payment request needs the amount due, which
// the email layer may not compute.
import type { CollectionAfterChangeHook } from 'payload'

import { projectReviewLink } from '@/domain/review-links'
import { enteredStatus, toCustomer } from '@/email/status-notifications'
import { paymentRequestedEmail } from '@/email/templates/payment-requested'
import { proposalReadyEmail } from '@/email/templates/proposal-ready'
import { serverURL } from '@/platform/http/server-url'
import { amountDue } from '../payments/amount-due'

/** Proposal sent: the finalise link. Confirmed by staff: the payment link with the amount. */
export const notifyProjectStatus: CollectionAfterChangeHook = async (args) => {
  const { doc, req } = args
  const proposal = enteredStatus(args, 'proposal_sent')
  if (!proposal && !enteredStatus(args, 'awaiting_payment')) return doc
  const project = await req.payload.findByID({
    collection: 'projects',
    id: doc.id,
    depth: 0,
    req,
    select: { name: true, status: true, customer: true, shareKey: true, shippingEstimate: true },
  })
  const link = projectReviewLink(serverURL(), project)
  if (!link) return doc
  if (proposal) {
    await toCustomer(req, project.customer, await proposalReadyEmail({ name: project.name, finaliseLink: link.url }))
  } else {
    const { summary } = await amountDue(req, project, 'invoice')
    await toCustomer(req, project.customer, await paymentRequestedEmail({ name: project.name, total: summary.totalIncGst, paymentLink: link.url }))
  }
  return doc
}
