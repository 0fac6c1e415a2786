import { formatCents } from '@/domain/pricing'
import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

/** To staff: a second card payment arrived for a project that no longer takes one, and was refunded. */
export const paymentRefundedEmail = (refund: {
  projectName: string
  amount: number
  paymentId: string
  refundId: string
  reason: string
  adminLink: string
}) =>
  renderEmail(
    `Refunded: ${refund.projectName} (${formatCents(refund.amount)})`,
    <EmailLayout title="Card payment refunded" preview={`A second payment for ${refund.projectName} was refunded.`}>
      <Paragraph>
        A card payment of {formatCents(refund.amount)} for <strong>{refund.projectName}</strong> arrived after {refund.reason}, so it was refunded in
        full through Stripe.
      </Paragraph>
      <Paragraph>
        Payment: {refund.paymentId}. Refund: {refund.refundId}.
      </Paragraph>
      <Paragraph>Nothing else changed on the project. Let the payer know if they ask.</Paragraph>
      <Action href={refund.adminLink}>Open the project in the admin</Action>
    </EmailLayout>,
  )
