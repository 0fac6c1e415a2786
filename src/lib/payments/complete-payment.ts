import type { Payload, PayloadRequest } from 'payload'

import { sendPaymentReceipt, sendPaymentReceived } from '@/email/review-notifications'
import { relationId } from '@/lib/relation-id'
import { serverURL } from '@/lib/server-url'
import { inTransaction, lockRow } from '@/lib/transactions'
import { amountDue } from './amount-due'

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
}

export type CompletionOutcome =
  | { outcome: 'completed'; orderId: number | null }
  | { outcome: 'duplicate_event' }
  | { outcome: 'already_paid' }
  | { outcome: 'rejected'; reason: string }

type ReceiptContext = { projectName: string; customerEmail: string | null; summary: Awaited<ReturnType<typeof amountDue>>['summary'] }

const recordEvent = (req: PayloadRequest, payment: SucceededPayment, outcome: 'completed' | 'already_paid') =>
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

/**
 * The one completion path of both gateways: in a single transaction, holding the project's row,
 * the event is recorded (its id is unique) and the project becomes paid and completed by the
 * gateway, which creates its order (create-order-on-completion). A replayed event, or a second
 * completion of a paid project, changes nothing. Receipts and the staff notice go out after commit.
 */
export async function completeCardPayment(payload: Payload, payment: SucceededPayment): Promise<CompletionOutcome> {
  const result = await inTransaction<CompletionOutcome & { receipt?: ReceiptContext }>(payload, async (req) => {
    await lockRow(req, 'projects', payment.projectId)
    const seen = await req.payload.count({ collection: 'payment-events', where: { eventId: { equals: payment.eventId } }, req })
    if (seen.totalDocs > 0) return { outcome: 'duplicate_event' }
    const project = await req.payload.findByID({
      collection: 'projects',
      id: payment.projectId,
      depth: 1,
      req,
      disableErrors: true,
      select: { name: true, status: true, paymentStatus: true, shippingEstimate: true, customer: true },
      populate: { customers: { email: true } },
    })
    if (!project) return { outcome: 'rejected', reason: 'There is no such project.' }
    if (project.status === 'completed' && project.paymentStatus === 'paid') {
      await recordEvent(req, payment, 'already_paid')
      return { outcome: 'already_paid' }
    }
    if (project.status !== 'awaiting_payment') return { outcome: 'rejected', reason: 'The project is not awaiting payment.' }
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
    const customer = typeof project.customer === 'object' ? project.customer : null
    const receipt = { projectName: project.name, customerEmail: customer?.email ?? null, summary }
    return { outcome: 'completed', orderId: relationId(completed.order), receipt }
  })
  if (result.outcome === 'completed' && result.receipt) {
    await sendCompletionEmails(payload, payment, result.receipt, result.orderId)
  }
  return result
}

async function sendCompletionEmails(payload: Payload, payment: SucceededPayment, receipt: ReceiptContext, orderId: number | null) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supplier: true } })
  await sendPaymentReceipt(
    payload,
    {
      projectName: receipt.projectName,
      paidAt: new Date().toISOString(),
      transactionId: payment.paymentId,
      ...receipt.summary,
      supplierName: settings.supplier?.legalName || settings.supplier?.name || 'Swagly',
      supplierAbn: settings.supplier?.abn,
    },
    [payment.payerEmail, receipt.customerEmail],
  )
  await sendPaymentReceived(payload, {
    projectName: receipt.projectName,
    total: receipt.summary.total,
    transactionId: payment.paymentId,
    adminLink: `${serverURL()}/admin/collections/${orderId ? `orders/${orderId}` : `projects/${payment.projectId}`}`,
  })
}
