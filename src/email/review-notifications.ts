// The review pages' emails, one small function per email. Each only queues the message
// (src/email/queue.ts). Given the `req` of the write that causes it, the email is queued in that
// write's transaction: stored with the change or not at all, and a failure to queue undoes the
// change. Without `req` it is queued on its own, after the caller's commit, and a failure to queue
// is only logged (no change is undone for an email), but a crash between commit and queue loses it.
import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'

import { queueEmail } from './queue'
import { distinctAddresses, staffNotificationAddress } from './recipients'
import type { RenderedEmail } from './render'
import { artworkApprovedEmail } from './templates/artwork-approved'
import { artworkChangesRequestedEmail } from './templates/artwork-changes-requested'
import { invoiceIssuedEmail, type IssuedInvoice } from './templates/invoice-issued'
import { invoiceIssuedStaffEmail } from './templates/invoice-issued-staff'
import { paymentReceiptEmail, type PaymentReceipt } from './templates/payment-receipt'
import { paymentReceivedEmail } from './templates/payment-received'
import { projectFinalisedEmail, type FinalisedProject } from './templates/project-finalised'

const send = async (payload: Payload, message: SendEmailOptions, req?: PayloadRequest) => {
  if (req) return queueEmail(payload, message, req)
  try {
    await queueEmail(payload, message)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue "${String(message.subject)}" to ${String(message.to)}` })
  }
}

const toStaff = async (payload: Payload, email: Promise<RenderedEmail>, req?: PayloadRequest) => {
  const to = await staffNotificationAddress(payload, req)
  if (to) await send(payload, { to, ...(await email) }, req)
}

export const sendProjectFinalised = (payload: Payload, project: FinalisedProject, req?: PayloadRequest) =>
  toStaff(payload, projectFinalisedEmail(project), req)

export const sendPaymentReceipt = async (
  payload: Payload,
  receipt: PaymentReceipt,
  to: (string | null | undefined)[],
  req?: PayloadRequest,
) => {
  const email = await paymentReceiptEmail(receipt)
  for (const address of distinctAddresses(to)) await send(payload, { to: address, ...email }, req)
}

export const sendPaymentReceived = (payload: Payload, payment: Parameters<typeof paymentReceivedEmail>[0], req?: PayloadRequest) =>
  toStaff(payload, paymentReceivedEmail(payment), req)

export const sendInvoice = async (
  payload: Payload,
  invoice: IssuedInvoice,
  pdf: Uint8Array,
  to: (string | null | undefined)[],
  req?: PayloadRequest,
) => {
  const attachments = [{ filename: `${invoice.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }]
  const email = await invoiceIssuedEmail(invoice)
  for (const address of distinctAddresses(to)) await send(payload, { to: address, ...email, attachments }, req)
}

export const sendInvoiceIssued = (payload: Payload, invoice: Parameters<typeof invoiceIssuedStaffEmail>[0], req?: PayloadRequest) =>
  toStaff(payload, invoiceIssuedStaffEmail(invoice), req)

export const sendArtworkApproved = (payload: Payload, order: Parameters<typeof artworkApprovedEmail>[0], req?: PayloadRequest) =>
  toStaff(payload, artworkApprovedEmail(order), req)

export const sendArtworkChangesRequested = (
  payload: Payload,
  order: Parameters<typeof artworkChangesRequestedEmail>[0],
  req?: PayloadRequest,
) => toStaff(payload, artworkChangesRequestedEmail(order), req)
