import type { Payload, PayloadRequest } from 'payload'

import { formatInvoiceNumber, invoiceDueDate } from '@/domain/invoice'
import { fullName } from '@/domain/customer-name'
import { sendInvoice, sendInvoiceIssued } from '@/email/review-notifications'
import type { Invoice } from '@/payload-types'
import { amountDue } from '@/collections/payments/amount-due'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { refusal, type Result } from '@/platform/result'
import { lockedDocument } from '@/platform/database/locked-document'
import { inTransaction, lockSequence } from '@/platform/database/transactions'
import { invoiceDownloadUrl, invoicePdfFor } from '@/collections/payments/invoice-document'
import { onAccountVerdict } from '@/collections/payments/on-account-budget'

/** The invoice with its PDF to whoever asked for it and the customer, and a note to staff. */
const emailInvoice = async (
  req: PayloadRequest,
  invoice: Invoice,
  { projectId, shareKey, to }: { projectId: number; shareKey: string; to: (string | null | undefined)[] },
) => {
  const { payload } = req
  const { pdf, projectName, supplierName } = await invoicePdfFor(payload, invoice, req)
  const { number, total, dueAt } = invoice
  const downloadLink = invoiceDownloadUrl(projectId, shareKey)
  await sendInvoice(payload, { number, projectName, total, dueAt, downloadLink, supplierName }, pdf, to, req)
  await sendInvoiceIssued(payload, { number, projectName, total, dueAt, adminLink: `${serverURL()}/admin/collections/projects/${projectId}` }, req)
}

/**
 * The project's invoice and whether this call issued it; or, when paying on account waits for the
 * company's approvers, no invoice and why it waits.
 */
export type InvoiceIssued = { invoice: Invoice; created: boolean; held?: never } | { invoice: null; created: false; held: string }

/** Issues the project's invoice in a transaction of its own (see issueInvoiceIn). */
export async function issueInvoice(payload: Payload, projectId: number, requestedBy: string | null): Promise<Result<InvoiceIssued>> {
  return inTransaction<Result<InvoiceIssued>>(payload, (req) => issueInvoiceIn(req, projectId, requestedBy))
}

/**
 * Issues the project's invoice in the caller's transaction: the next number of a gap-free sequence
 * (allocated under a lock in the same transaction as the invoice, so two invoices never share one),
 * due in 14 days, a snapshot of the lines and totals, and the project marked `invoiced`. Its total
 * is spend on the company's account, reserved against its member's budgets or held for approval
 * first (on-account-budget.ts). Asking again returns the invoice already issued. The PDF's email
 * is queued in the same transaction.
 */
export async function issueInvoiceIn(req: PayloadRequest, projectId: number, requestedBy: string | null): Promise<Result<InvoiceIssued>> {
  const project = await lockedDocument(req, 'projects', projectId, {
    depth: 1,
    disableErrors: true,
    select: { name: true, status: true, paymentStatus: true, shippingEstimate: true, customer: true, company: true, shareKey: true },
    populate: { customers: { email: true, firstName: true, lastName: true, company: true } },
  })
  if (!project) return refusal(404, 'There is no such project.')
  const { docs: issued } = await req.payload.find({ collection: 'invoices', where: { project: { equals: projectId } }, limit: 1, depth: 0, req })
  if (issued[0] && project.paymentStatus === 'invoiced') return { ok: true, invoice: issued[0], created: false }
  if (project.status !== 'awaiting_payment' || project.paymentStatus === 'paid') {
    return refusal(409, 'This project is not awaiting payment.')
  }
  const { lines, summary } = await amountDue(req, { id: project.id, shippingEstimate: project.shippingEstimate }, 'invoice')
  const onAccount = await onAccountVerdict(req, project, summary.totalIncGst)
  if ('ok' in onAccount) return onAccount
  if (!onAccount.issue) return { ok: true, invoice: null, created: false, held: onAccount.held }
  await lockSequence(req, 'invoice-number')
  const { docs: latest } = await req.payload.find({
    collection: 'invoices',
    sort: '-sequence',
    limit: 1,
    depth: 0,
    req,
    select: { sequence: true },
  })
  const sequence = (latest[0]?.sequence ?? 0) + 1
  const issuedAt = new Date()
  const dueAt = invoiceDueDate(issuedAt)
  const customer = typeof project.customer === 'object' ? project.customer : null
  const invoice = await req.payload.create({
    collection: 'invoices',
    data: {
      number: formatInvoiceNumber(sequence),
      sequence,
      customer: relationId(project.customer)!,
      project: project.id,
      issuedAt: issuedAt.toISOString(),
      dueAt: dueAt.toISOString(),
      billTo: {
        name: customer ? fullName(customer.firstName, customer.lastName) || null : null,
        company: customer?.company ?? null,
        email: customer?.email ?? null,
      },
      lines: lines.map((line) => ({
        title: line.title,
        quantity: line.quantity,
        unitPrice: line.pricePerUnit,
        total: line.quantity * line.pricePerUnit,
      })),
      subtotal: summary.subtotal,
      shipping: summary.shipping,
      gst: summary.gst,
      total: summary.totalIncGst,
    },
    depth: 0,
    req,
  })
  await req.payload.update({
    collection: 'projects',
    id: project.id,
    data: {
      paymentMethod: 'invoice',
      paymentStatus: 'invoiced',
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt, dueAt: invoice.dueAt },
    },
    depth: 0,
    req,
  })
  await emailInvoice(req, invoice, { projectId, shareKey: project.shareKey ?? '', to: [requestedBy, customer?.email] })
  return { ok: true, invoice, created: true }
}
