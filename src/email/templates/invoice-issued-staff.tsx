import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

/** To staff: an invoice was issued; mark the project paid when the money arrives. */
export const invoiceIssuedStaffEmail = (invoice: { number: string; projectName: string; total: number; dueAt: string; adminLink: string }) =>
  renderEmail(
    `Invoice ${invoice.number} issued: ${invoice.projectName}`,
    <EmailLayout title="Invoice issued" preview={`${invoice.number} for ${invoice.projectName}.`}>
      <Paragraph>
        Invoice <strong>{invoice.number}</strong> for <strong>{invoice.projectName}</strong> was issued through the payment link:{' '}
        {formatCents(invoice.total)}, due {formatDate(invoice.dueAt)}.
      </Paragraph>
      <Paragraph>When the payment arrives, move the project to Completed to create the order.</Paragraph>
      <Action href={invoice.adminLink}>Open the project in the admin</Action>
    </EmailLayout>,
  )
