import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

export type IssuedInvoice = {
  number: string
  projectName: string
  total: number
  dueAt: string
  downloadLink: string
  supplierName: string
}

/** To the customer (and whoever asked for it): the invoice; the PDF goes along as an attachment. */
export const invoiceIssuedEmail = (invoice: IssuedInvoice) =>
  renderEmail(
    `Invoice ${invoice.number} for ${invoice.projectName}`,
    <EmailLayout title={`Invoice ${invoice.number}`} preview={`${formatCents(invoice.total)} due by ${formatDate(invoice.dueAt)}.`}>
      <Paragraph>
        Here is invoice <strong>{invoice.number}</strong> for <strong>{invoice.projectName}</strong>: {formatCents(invoice.total)} incl. GST, due by{' '}
        {formatDate(invoice.dueAt)}.
      </Paragraph>
      <Paragraph>The PDF is attached and has our bank details. Please quote the invoice number with your payment.</Paragraph>
      <Action href={invoice.downloadLink}>Download the invoice</Action>
      <Paragraph>We start production as soon as the payment arrives. — {invoice.supplierName}</Paragraph>
    </EmailLayout>,
  )
