import { formatCents } from '@/domain/pricing'
import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

/** To staff: a project was paid by card and its order created. */
export const paymentReceivedEmail = (payment: { projectName: string; total: number; transactionId: string; adminLink: string }) =>
  renderEmail(
    `Paid: ${payment.projectName} (${formatCents(payment.total)})`,
    <EmailLayout title="Card payment received" preview={`${payment.projectName} was paid by card.`}>
      <Paragraph>
        <strong>{payment.projectName}</strong> was paid by card: {formatCents(payment.total)}.
      </Paragraph>
      <Paragraph>Reference: {payment.transactionId}</Paragraph>
      <Paragraph>The order was created. Upload the artwork proofs and request approval.</Paragraph>
      <Action href={payment.adminLink}>Open the order in the admin</Action>
    </EmailLayout>,
  )
