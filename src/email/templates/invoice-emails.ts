import { formatCents } from '@/domain/pricing'
import { emailLayout, escapeHtml } from './layout'

export type IssuedInvoice = {
  number: string
  projectName: string
  total: number
  dueAt: string
  downloadLink: string
  supplierName: string
}

const dueDate = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' })

/** To the customer (and whoever asked for it): the invoice, attached as a PDF. */
export const invoiceIssuedEmail = (invoice: IssuedInvoice) => ({
  subject: `Invoice ${invoice.number} for ${invoice.projectName}`,
  html: emailLayout(
    `Invoice ${invoice.number}`,
    `<p>Here is invoice <strong>${escapeHtml(invoice.number)}</strong> for <strong>${escapeHtml(invoice.projectName)}</strong>: ${formatCents(invoice.total)} incl. GST, due by ${escapeHtml(dueDate(invoice.dueAt))}.</p>
<p>The PDF is attached and has our bank details. Please quote the invoice number with your payment.</p>
<p><a href="${invoice.downloadLink}">Download the invoice</a></p>
<p>We start production as soon as the payment arrives. — ${escapeHtml(invoice.supplierName)}</p>`,
  ),
  text: `Invoice ${invoice.number} for ${invoice.projectName}: ${formatCents(invoice.total)} incl. GST, due ${dueDate(invoice.dueAt)}.\n${invoice.downloadLink}`,
})

/** To staff: an invoice was issued; mark the project paid when the money arrives. */
export const invoiceIssuedStaffEmail = (invoice: { number: string; projectName: string; total: number; dueAt: string; adminLink: string }) => ({
  subject: `Invoice ${invoice.number} issued: ${invoice.projectName}`,
  html: emailLayout(
    'Invoice issued',
    `<p>Invoice <strong>${escapeHtml(invoice.number)}</strong> for <strong>${escapeHtml(invoice.projectName)}</strong> was issued through the payment link: ${formatCents(invoice.total)}, due ${escapeHtml(dueDate(invoice.dueAt))}.</p>
<p>When the payment arrives, move the project to Completed to create the order.</p>
<p><a href="${invoice.adminLink}">Open the project in the admin</a></p>`,
  ),
  text: `Invoice ${invoice.number} issued for ${invoice.projectName}: ${formatCents(invoice.total)}, due ${dueDate(invoice.dueAt)}.\n${invoice.adminLink}`,
})
