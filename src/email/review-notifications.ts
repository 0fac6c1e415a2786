// The review pages' emails, one small function per email. Each only queues the message
// (src/email/queue.ts), with the `req` of the write that causes it: queued in that write's
// transaction, so it is stored with the change or not at all, and a failure to queue undoes the
// change rather than losing the email.
import type { Payload, PayloadRequest } from 'payload'

import { queueEmail } from './queue'
import { distinctAddresses } from './recipients'
import { queueStaffNotice } from './staff-notice'
import { artworkApprovedEmail } from './templates/artwork-approved'
import { artworkChangesRequestedEmail } from './templates/artwork-changes-requested'
import { invoiceIssuedEmail, type IssuedInvoice } from './templates/invoice-issued'
import { invoiceIssuedStaffEmail } from './templates/invoice-issued-staff'
import { projectFinalisedEmail, type FinalisedProject } from './templates/project-finalised'

export const sendProjectFinalised = (payload: Payload, project: FinalisedProject, req: PayloadRequest) =>
  queueStaffNotice(req, projectFinalisedEmail(project))

export const sendInvoice = async (
  payload: Payload,
  invoice: IssuedInvoice,
  pdf: Uint8Array,
  to: (string | null | undefined)[],
  req: PayloadRequest,
) => {
  const attachments = [{ filename: `${invoice.number}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' }]
  const email = await invoiceIssuedEmail(invoice)
  for (const address of distinctAddresses(to)) await queueEmail(payload, { to: address, ...email, attachments }, req)
}

export const sendInvoiceIssued = (payload: Payload, invoice: Parameters<typeof invoiceIssuedStaffEmail>[0], req: PayloadRequest) =>
  queueStaffNotice(req, invoiceIssuedStaffEmail(invoice))

export const sendArtworkApproved = (payload: Payload, order: Parameters<typeof artworkApprovedEmail>[0], req: PayloadRequest) =>
  queueStaffNotice(req, artworkApprovedEmail(order))

export const sendArtworkChangesRequested = (payload: Payload, order: Parameters<typeof artworkChangesRequestedEmail>[0], req: PayloadRequest) =>
  queueStaffNotice(req, artworkChangesRequestedEmail(order))
