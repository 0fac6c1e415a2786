import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

export type ArtworkOrder = { orderName: string; reviewer: string; adminLink: string }

/** To staff: every proof of an order is approved; production can start. */
export const artworkApprovedEmail = (order: ArtworkOrder) =>
  renderEmail(
    `Artwork approved: ${order.orderName}`,
    <EmailLayout title="Artwork approved" preview={`${order.reviewer} approved all artwork.`}>
      <Paragraph>
        {order.reviewer} approved every artwork proof of <strong>{order.orderName}</strong>.
      </Paragraph>
      <Paragraph>The order is ready for production.</Paragraph>
      <Action href={order.adminLink}>Open the order in the admin</Action>
    </EmailLayout>,
  )
