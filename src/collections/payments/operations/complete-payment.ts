import type { Payload, PayloadRequest } from 'payload'

import { queuePaymentReceipt, queuePaymentReceived, queuePaymentRefunded } from '@/email/payment-notifications'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { lockedDocument } from '@/platform/database/locked-document'
import { inTransaction } from '@/platform/database/transactions'
import { amountDue } from '@/collections/payments/amount-due'

/** A card payment a gateway reports as succeeded. */
export type SucceededPayment = {
  projectId: number
  /** The gateway's event id: each is acted on once, whoever reports it and however often. */
  eventId: string
  source: 'stripe' | 'test'
  /** The PaymentIntent id, stored as the project's stripeTransactionId. */
  paymentId: string
  /** What was charged, in cents (AUD). */
  amount: number
  payerEmail?: string | null
  /**
   * Gives the money back (Stripe). Absent for the offline gateway, which charges nothing until
   * this completion accepts the payment, so there is never anything to give back.
   */
  refund?: () => Promise<{ refundId: string }>
}

export type CompletionOutcome =
  | { outcome: 'completed'; orderId: number | null }
  | { outcome: 'duplicate_event' }
  | { outcome: 'already_paid' }
  | { outcome: 'refunded'; reason: string }
  | { outcome: 'rejected'; reason: string }

type ProjectToPay = {
  id: number
  name: string
  status?: string | null
  paymentStatus?: string | null
  stripeTransactionId?: string | null
  shippingEstimate?: number | null
  customer?: number | { email?: string | null } | null
}

const recordEvent = (req: PayloadRequest, payment: SucceededPayment, outcome: 'completed' | 'already_paid' | 'refunded') =>
  req.payload.create({
    collection: 'payment-events',
    data: {
      eventId: payment.eventId,
      source: payment.source,
      project: payment.projectId,
      paymentId: payment.paymentId,
      amount: payment.amount,
      outcome,
    },
    depth: 0,
    req,
  })

const adminLink = (collection: 'orders' | 'projects', id: number) => `${serverURL()}/admin/collections/${collection}/${id}`

/**
 * A payment for a project that no longer takes one (paid by another payment, or completed by
 * staff). The offline gateway is simply refused: nothing was charged. A real charge is refunded
 * in full, once per payment however often it is reported, and staff are told.
 */
async function refuseOrRefund(req: PayloadRequest, payment: SucceededPayment, project: ProjectToPay): Promise<CompletionOutcome> {
  const reason = project.paymentStatus === 'paid' ? 'This project has already been paid.' : 'This project is no longer awaiting payment.'
  if (!payment.refund) return { outcome: 'rejected', reason }
  const refunded = `${reason} Your payment has been refunded in full.`
  const earlier = await req.payload.count({
    collection: 'payment-events',
    where: { and: [{ paymentId: { equals: payment.paymentId } }, { outcome: { equals: 'refunded' } }] },
    req,
  })
  if (earlier.totalDocs > 0) return { outcome: 'refunded', reason: refunded }
  // Refunded while the project is held, and recorded only when Stripe has said yes: a failure
  // rolls everything back and the gateway's retry asks again under the same idempotency key.
  const { refundId } = await payment.refund()
  await recordEvent(req, payment, 'refunded')
  await queuePaymentRefunded(req, {
    projectName: project.name,
    amount: payment.amount,
    paymentId: payment.paymentId,
    refundId,
    reason: project.paymentStatus === 'paid' ? 'the project had already been paid' : 'the project had been completed without it',
    adminLink: adminLink('projects', project.id),
  })
  return { outcome: 'refunded', reason: refunded }
}

/** The project becomes paid and completed by the gateway, which creates its order; receipts are queued. */
async function complete(req: PayloadRequest, payment: SucceededPayment, project: ProjectToPay): Promise<CompletionOutcome> {
  const { summary } = await amountDue(req, { id: project.id, shippingEstimate: project.shippingEstimate }, 'card')
  if (summary.total !== payment.amount) {
    return { outcome: 'rejected', reason: `The amount paid (${payment.amount}) is not the amount due (${summary.total}).` }
  }
  await recordEvent(req, payment, 'completed')
  const completed = await req.payload.update({
    collection: 'projects',
    id: project.id,
    data: { status: 'completed', paymentMethod: 'card', paymentStatus: 'paid', stripeTransactionId: payment.paymentId },
    context: { statusActor: 'gateway' },
    depth: 0,
    req,
  })
  const orderId = relationId(completed.order)
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supplier: true }, req })
  const customerEmail = typeof project.customer === 'object' ? project.customer?.email : null
  await queuePaymentReceipt(
    req,
    {
      projectName: project.name,
      paidAt: new Date().toISOString(),
      transactionId: payment.paymentId,
      ...summary,
      supplierName: settings.supplier?.legalName || settings.supplier?.name || 'Swagly',
      supplierAbn: settings.supplier?.abn,
    },
    [payment.payerEmail, customerEmail],
  )
  await queuePaymentReceived(req, {
    projectName: project.name,
    total: summary.total,
    transactionId: payment.paymentId,
    adminLink: orderId ? adminLink('orders', orderId) : adminLink('projects', project.id),
  })
  return { outcome: 'completed', orderId }
}

/**
 * The one completion path of both gateways, in a single transaction that first locks the
 * project's row, so concurrent payments and staff completing the project take turns and each
 * decides from the project as the previous one left it. The event is recorded (its id is unique),
 * and the project is completed, or the payment refused or refunded. A replayed event, or the same
 * payment reported again, changes nothing. Every email is queued in the same transaction.
 */
export async function completeCardPayment(payload: Payload, payment: SucceededPayment): Promise<CompletionOutcome> {
  return inTransaction<CompletionOutcome>(payload, async (req) => {
    const project = await lockedDocument(req, 'projects', payment.projectId, {
      depth: 1,
      disableErrors: true,
      select: { name: true, status: true, paymentStatus: true, stripeTransactionId: true, shippingEstimate: true, customer: true },
      populate: { customers: { email: true } },
    })
    const seen = await req.payload.count({ collection: 'payment-events', where: { eventId: { equals: payment.eventId } }, req })
    if (seen.totalDocs > 0) return { outcome: 'duplicate_event' }
    if (!project) return { outcome: 'rejected', reason: 'There is no such project.' }
    if (project.paymentStatus === 'paid' && project.stripeTransactionId === payment.paymentId) {
      await recordEvent(req, payment, 'already_paid')
      return { outcome: 'already_paid' }
    }
    if (project.status === 'completed' || project.paymentStatus === 'paid') return refuseOrRefund(req, payment, project)
    if (project.status !== 'awaiting_payment') return { outcome: 'rejected', reason: 'The project is not awaiting payment.' }
    return complete(req, payment, project)
  })
}
