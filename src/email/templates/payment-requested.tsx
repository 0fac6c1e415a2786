import { formatCents } from '@/domain/pricing'
import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** To the customer: the price is confirmed; pay by card or ask for an invoice. */
export const paymentRequestedEmail = (project: { name: string; total: number; paymentLink: string }) =>
  renderEmail(
    `Payment requested: ${project.name}`,
    <EmailLayout title="Ready for payment" preview={`${formatCents(project.total)} incl. GST for ${project.name}.`}>
      <Paragraph>
        We confirmed the final price of <strong>{project.name}</strong>: <strong>{formatCents(project.total)}</strong> incl. GST and shipping (paying
        by card adds the card fee).
      </Paragraph>
      <Paragraph>Pay by card, or choose to pay by invoice, and we start production as soon as the payment arrives.</Paragraph>
      <Action href={project.paymentLink}>Pay now</Action>
      <Fineprint>Anyone with this link can pay for the project, so forward it to your accounts team if they pay.</Fineprint>
    </EmailLayout>,
  )
