import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Paragraph } from './EmailLayout'

/** To staff: no carrier sold a label for the shipment, with each carrier's reason. */
export const labelFailedEmail = (label: { reference: string; recipient: string; problems: string[]; adminUrl: string }) =>
  renderEmail(
    `No label bought for ${label.reference}`,
    <EmailLayout title="No shipping label was bought" preview={`${label.reference} to ${label.recipient}`}>
      <Paragraph>
        No carrier sold a label for <strong>{label.reference}</strong> to {label.recipient}. Nothing was booked; fix what the carriers said and buy
        the label again.
      </Paragraph>
      <BulletList items={label.problems} />
      <Action href={label.adminUrl}>Open the shipment</Action>
    </EmailLayout>,
  )

/** To staff: a cancelled shipment's label could not be cancelled with its carrier, and why. */
export const labelNotVoidedEmail = (label: { reference: string; problem: string; adminUrl: string }) =>
  renderEmail(
    `The label of cancelled ${label.reference} is still bought`,
    <EmailLayout title="A cancelled shipment’s label is still bought" preview={label.reference}>
      <Paragraph>{label.problem}</Paragraph>
      <Paragraph>Until it is sorted out with the carrier, the label may be charged.</Paragraph>
      <Action href={label.adminUrl}>Open the shipment</Action>
    </EmailLayout>,
  )
