import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Paragraph } from './EmailLayout'

export type RequestedReorder = {
  customer: string
  orderName: string
  projectName: string
  lines: string[]
  adminLink: string
}

/** To staff: a customer asked to reorder; the pending project is waiting for its proposal. */
export const reorderRequestedEmail = (reorder: RequestedReorder) =>
  renderEmail(
    `Reorder requested: ${reorder.orderName} (${reorder.customer})`,
    <EmailLayout title="Reorder requested" preview={`${reorder.customer} wants ${reorder.orderName} again.`}>
      <Paragraph>
        <strong>{reorder.customer}</strong> asked to reorder <strong>{reorder.orderName}</strong>. The project <strong>{reorder.projectName}</strong>{' '}
        is pending with the same products, decoration, artwork and size split:
      </Paragraph>
      <BulletList items={reorder.lines} />
      <Paragraph>Check the prices and artwork, then send the proposal.</Paragraph>
      <Action href={reorder.adminLink}>Open it in the admin</Action>
    </EmailLayout>,
  )
