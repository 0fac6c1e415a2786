// Sending the review pages' emails, one small function per email, so moving them to a jobs
// queue later changes only this file. Each is called after its write has committed: a failed
// send is logged and never undoes a payment or a finalisation.
import type { Payload, SendEmailOptions } from 'payload'

import { artworkApprovedEmail, artworkChangesRequestedEmail } from './templates/artwork-emails'
import { projectFinalisedEmail, type FinalisedProject } from './templates/finalise-emails'
import { invoiceIssuedEmail, invoiceIssuedStaffEmail, type IssuedInvoice } from './templates/invoice-emails'
import { paymentReceiptEmail, paymentReceivedEmail, type PaymentReceipt } from './templates/payment-emails'

const send = async (payload: Payload, message: SendEmailOptions) => {
  try {
    await payload.sendEmail(message)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not send "${String(message.subject)}" to ${String(message.to)}` })
  }
}

export const staffNotificationAddress = async (payload: Payload): Promise<string | null> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supplier: true } })
  return settings.supplier?.staffNotificationEmail || settings.supplier?.email || null
}

const toStaff = async (payload: Payload, message: { subject: string; html: string; text: string }) => {
  const to = await staffNotificationAddress(payload)
  if (to) await send(payload, { to, ...message })
}

const distinct = (addresses: (string | null | undefined)[]) => [
  ...new Set(addresses.filter((a): a is string => Boolean(a)).map((a) => a.toLowerCase())),
]

export const sendProjectFinalised = (payload: Payload, project: FinalisedProject) =>
  toStaff(payload, projectFinalisedEmail(project))

export const sendPaymentReceipt = async (payload: Payload, receipt: PaymentReceipt, to: (string | null | undefined)[]) => {
  for (const address of distinct(to)) await send(payload, { to: address, ...paymentReceiptEmail(receipt) })
}

export const sendPaymentReceived = (payload: Payload, payment: Parameters<typeof paymentReceivedEmail>[0]) =>
  toStaff(payload, paymentReceivedEmail(payment))

export const sendInvoice = async (payload: Payload, invoice: IssuedInvoice, pdf: Uint8Array, to: (string | null | undefined)[]) => {
  const attachments = [{ filename: `${invoice.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }]
  for (const address of distinct(to)) await send(payload, { to: address, ...invoiceIssuedEmail(invoice), attachments })
}

export const sendInvoiceIssued = (payload: Payload, invoice: Parameters<typeof invoiceIssuedStaffEmail>[0]) =>
  toStaff(payload, invoiceIssuedStaffEmail(invoice))

export const sendArtworkApproved = (payload: Payload, order: Parameters<typeof artworkApprovedEmail>[0]) =>
  toStaff(payload, artworkApprovedEmail(order))

export const sendArtworkChangesRequested = (payload: Payload, order: Parameters<typeof artworkChangesRequestedEmail>[0]) =>
  toStaff(payload, artworkChangesRequestedEmail(order))
