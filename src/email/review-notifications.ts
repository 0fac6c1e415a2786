// The review pages' emails, one small function per email. Each is called after its write has
// committed and only queues the message (src/email/queue.ts): a failure to queue is logged and
// never undoes a payment or a finalisation.
import type { Payload, SendEmailOptions } from 'payload'

import { queueEmail } from './queue'
import { distinctAddresses, staffNotificationAddress } from './recipients'
import type { RenderedEmail } from './render'
import { artworkApprovedEmail } from './templates/artwork-approved'
import { artworkChangesRequestedEmail } from './templates/artwork-changes-requested'
import { invoiceIssuedEmail, type IssuedInvoice } from './templates/invoice-issued'
import { invoiceIssuedStaffEmail } from './templates/invoice-issued-staff'
import { projectFinalisedEmail, type FinalisedProject } from './templates/project-finalised'

const send = async (payload: Payload, message: SendEmailOptions) => {
  try {
    await queueEmail(payload, message)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue "${String(message.subject)}" to ${String(message.to)}` })
  }
}

const toStaff = async (payload: Payload, email: Promise<RenderedEmail>) => {
  const to = await staffNotificationAddress(payload)
  if (to) await send(payload, { to, ...(await email) })
}

export const sendProjectFinalised = (payload: Payload, project: FinalisedProject) =>
  toStaff(payload, projectFinalisedEmail(project))

export const sendInvoice = async (payload: Payload, invoice: IssuedInvoice, pdf: Uint8Array, to: (string | null | undefined)[]) => {
  const attachments = [{ filename: `${invoice.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }]
  const email = await invoiceIssuedEmail(invoice)
  for (const address of distinctAddresses(to)) await send(payload, { to: address, ...email, attachments })
}

export const sendInvoiceIssued = (payload: Payload, invoice: Parameters<typeof invoiceIssuedStaffEmail>[0]) =>
  toStaff(payload, invoiceIssuedStaffEmail(invoice))

export const sendArtworkApproved = (payload: Payload, order: Parameters<typeof artworkApprovedEmail>[0]) =>
  toStaff(payload, artworkApprovedEmail(order))

export const sendArtworkChangesRequested = (payload: Payload, order: Parameters<typeof artworkChangesRequestedEmail>[0]) =>
  toStaff(payload, artworkChangesRequestedEmail(order))
